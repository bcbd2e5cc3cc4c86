#!/usr/bin/env bash
# Stops the cluster that start-rgw.sh started in <state-dir>: gateway, osd, monitor, in that order.
# Waits until each is gone, so its ports are free when this returns. Safe to run when nothing runs.
set -euo pipefail
exec 1>&2
[ $# -eq 1 ] || { echo "usage: $0 <state-dir>"; exit 2; }
DIR=$(realpath -m "$1")

# A pid counts only while it is still a daemon of this state dir (its command line names our
# ceph.conf): a stale pid file must never make us kill a process that reused the number.
ours() { [ -r "/proc/$1/cmdline" ] && tr '\0' ' ' < "/proc/$1/cmdline" | grep -qF -- "$DIR/ceph.conf"; }

for name in rgw osd mon; do
  f="$DIR/$name.pid"
  [ -s "$f" ] || continue
  pid=$(cat "$f")
  if ours "$pid"; then
    kill -TERM "$pid" 2> /dev/null || true
    # radosgw may wait for requests up to rgw_exit_timeout_secs (120 s) and memstore saves on exit:
    # give them a few seconds, then KILL; the data is throwaway anyway.
    for _ in $(seq 50); do ours "$pid" || break; sleep 0.1; done
    if ours "$pid"; then kill -KILL "$pid" 2> /dev/null || true; fi
    while ours "$pid"; do sleep 0.1; done
    echo "stop-rgw: stopped $name ($pid)"
  fi
  rm -f "$f"
done

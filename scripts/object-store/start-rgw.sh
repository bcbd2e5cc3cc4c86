#!/usr/bin/env bash
# Starts a one-node Ceph cluster (mon + memstore osd + radosgw) on 127.0.0.1 for tests, and prints
# the AWS_* variables a client needs. Usage: start-rgw.sh <state-dir> [port]   (port: 17480)
# Only the four `export` lines go to stdout, so callers can `eval "$(start-rgw.sh dir)"`.
set -euo pipefail

# Keep stdout for the variables alone: everything else, ours or a tool's, goes to stderr.
exec 3>&1 1>&2

[ $# -ge 1 ] || { echo "usage: $0 <state-dir> [port]"; exit 2; }
DIR=$(realpath -m "$1")
PORT=${2:-17480}
# Own ports, away from Ceph's defaults (3300/6789, 6800-7300) and below Linux's ephemeral range
# (32768-60999): a port in that range can be held at any moment by some outgoing connection on the
# machine, and then bind() fails with "Address already in use" (seen with 47480).
MON_V2=${RGW_MON_V2_PORT:-17300}
MON_V1=${RGW_MON_V1_PORT:-17789}
OSD_PORTS=${RGW_OSD_PORTS:-17810-17899}
# The OSD keeps objects in memory (memstore): its size, 2 GiB unless said (the bench needs more).
ACCESS_KEY=portal-test-access
SECRET_KEY=portal-test-secret
DEADLINE=$((SECONDS + ${RGW_START_TIMEOUT:-90}))
HERE=$(cd "$(dirname "$0")" && pwd)
export CEPH_CONF="$DIR/ceph.conf"   # every ceph tool below reads this, never /etc/ceph

print_env() {
  printf 'export AWS_ENDPOINT_URL=http://127.0.0.1:%s\nexport AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_REGION=us-east-1\n' \
    "$PORT" "$ACCESS_KEY" "$SECRET_KEY" >&3
}
answers() { curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/"; }
# Alive = the pid's command line still names our ceph.conf. Not kill -0: a stale pid may have been
# reused, and a daemon that died while we run is our zombie child (kill -0 succeeds, cmdline is empty).
alive() {
  [ -s "$DIR/$1.pid" ] && tr '\0' ' ' 2> /dev/null < "/proc/$(cat "$DIR/$1.pid")/cmdline" | grep -qF -- "$CEPH_CONF"
}
fail() {
  echo "start-rgw: $*"
  for f in "$DIR"/log/*; do [ -f "$f" ] && { echo "--- tail $f"; tail -n 20 "$f"; }; done
  "$HERE/stop-rgw.sh" "$DIR"   # leave no half-started daemon holding the ports
  exit 1
}
# Poll a command until it succeeds or the deadline passes; a daemon that died fails at once.
STARTED=()
wait_for() {
  local what=$1 d; shift
  until "$@" > /dev/null 2>&1; do
    for d in "${STARTED[@]}"; do alive "$d" || fail "$d exited (see $DIR/log/$d.out)"; done
    [ $SECONDS -lt $DEADLINE ] || fail "timed out waiting for $what"
    sleep 0.5
  done
}

if ! command -v radosgw > /dev/null || ! command -v ceph-mon > /dev/null || ! command -v ceph-osd > /dev/null; then
  echo "start-rgw: Ceph is not installed; run: apt-get install -y radosgw ceph-mon ceph-osd ceph-common"
  exit 1
fi
command -v curl > /dev/null || { echo "start-rgw: curl is missing; run: apt-get install -y curl"; exit 1; }

if alive mon && alive osd && alive rgw && answers; then
  echo "start-rgw: already running in $DIR"
  print_env
  exit 0
fi

# Anything half-alive from an earlier run is stopped, and the cluster is built anew: memstore keeps
# nothing worth reusing, and a fresh mon/osd avoids stale-map surprises. Only our own names are removed.
"$HERE/stop-rgw.sh" "$DIR"
mkdir -p "$DIR"
rm -rf "${DIR:?}"/{mon,osd,rgw,run,log,ceph.conf,monmap}
mkdir -p "$DIR"/{mon,osd,rgw,run,log}

read -r EPH_LO EPH_HI < /proc/sys/net/ipv4/ip_local_port_range
for p in "$PORT" "$MON_V2" "$MON_V1"; do
  if [ "$p" -ge "$EPH_LO" ] && [ "$p" -le "$EPH_HI" ]; then
    echo "start-rgw: warning: port $p is in the ephemeral range $EPH_LO-$EPH_HI; binding it may fail at random"
  fi
  if ss -Hltn "sport = :$p" | grep -q .; then
    ss -Hltnp "sport = :$p"
    fail "port $p is already in use"
  fi
done

FSID=$(cat /proc/sys/kernel/random/uuid)
cat > "$CEPH_CONF" <<CONF
[global]
fsid = $FSID
mon_host = [v2:127.0.0.1:$MON_V2,v1:127.0.0.1:$MON_V1]
# No cephx: nothing to keep secret on a throwaway loopback cluster, and no keyrings to bootstrap.
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
# The default "secure" mode needs cephx: without these the gateway never reaches the monitor
# (get_initial_auth_request returned -13).
ms_mon_client_mode = crc
ms_client_mode = crc
ms_bind_ipv6 = false
# One OSD: pools of one replica, placed across OSDs rather than hosts.
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
osd_crush_chooseleaf_type = 0
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
# Everything in the state dir, so nothing needs /var/lib/ceph or /var/run/ceph.
run_dir = $DIR/run
admin_socket = $DIR/run/\$name.asok
log_file = $DIR/log/\$name.log
pid_file = $DIR/run/\$name.pid
keyring = $DIR/keyring
mon_data = $DIR/mon
osd_data = $DIR/osd
rgw_data = $DIR/rgw

[mon]
# Each new pool is a map change that waits out the propose interval (1 s) more than once; the
# gateway makes ~8 pools, at start and on the first bucket, put and multipart upload.
paxos_propose_interval = 0.1

[osd]
# Data in RAM: fast, and gone when the OSD stops.
osd_objectstore = memstore
memstore_device_bytes = ${RGW_MEMSTORE_BYTES:-2147483648}
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
ms_bind_port_min = ${OSD_PORTS%-*}
ms_bind_port_max = ${OSD_PORTS#*-}

[client.rgw.gw]
rgw_frontends = beast endpoint=127.0.0.1:$PORT
CONF
: > "$DIR/keyring"   # empty on purpose: the tools warn without one, even with auth off

# Daemons run in the foreground (-f) under setsid, detached from the caller's session, and with
# fd 3 closed: a daemon holding the caller's stdout would make `$(start-rgw.sh …)` wait forever.
launch() {
  local name=$1; shift
  setsid "$@" -f < /dev/null > "$DIR/log/$name.out" 2>&1 3>&- &
  echo $! > "$DIR/$name.pid"
  STARTED+=("$name")
}

echo "start-rgw: ${SECONDS}s monitor on 127.0.0.1:$MON_V2/$MON_V1"
monmaptool --create --fsid "$FSID" --addv a "[v2:127.0.0.1:$MON_V2,v1:127.0.0.1:$MON_V1]" "$DIR/monmap" > /dev/null
ceph-mon --mkfs -i a --monmap "$DIR/monmap" -c "$CEPH_CONF" > "$DIR/log/mon-mkfs.out" 2>&1 || fail "ceph-mon --mkfs failed"
launch mon ceph-mon -i a -c "$CEPH_CONF"
wait_for "the monitor" ceph --connect-timeout 5 mon stat

echo "start-rgw: ${SECONDS}s osd (memstore)"
OSD_UUID=$(cat /proc/sys/kernel/random/uuid)
OSD_ID=$(ceph osd new "$OSD_UUID")
# mkfs output goes to a log: memstore prints a bare error-looking line even when all is well.
ceph-osd -i "$OSD_ID" --mkfs --osd-uuid "$OSD_UUID" -c "$CEPH_CONF" > "$DIR/log/osd-mkfs.out" 2>&1 || fail "ceph-osd --mkfs failed"
launch osd ceph-osd -i "$OSD_ID" -c "$CEPH_CONF"
osd_up() { ceph --connect-timeout 5 osd dump | grep -q "^osd.$OSD_ID up"; }
wait_for "the osd to be up" osd_up

echo "start-rgw: ${SECONDS}s radosgw on 127.0.0.1:$PORT"
launch rgw radosgw -n client.rgw.gw -c "$CEPH_CONF"
wait_for "the gateway to answer on port $PORT" answers

echo "start-rgw: ${SECONDS}s user portal"
# Fixed keys, so a test run can be repeated against a gateway started earlier without new variables.
radosgw-admin user create --uid=portal --display-name=portal \
  --access-key="$ACCESS_KEY" --secret="$SECRET_KEY" > /dev/null
echo "start-rgw: ready after ${SECONDS}s (state in $DIR)"
print_env

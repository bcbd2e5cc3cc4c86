// The S3 server of the tests and benches (issue 49): Ceph's RADOS Gateway as a one-node cluster
// on 127.0.0.1, started by scripts/object-store/start-rgw.sh (which needs root and Debian's
// Ceph packages) and stopped when the process exits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPTS = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'object-store');

/** Ceph's packages, whose RADOS Gateway is the S3 server. */
export const CEPH = ['radosgw', 'ceph-mon', 'ceph-osd', 'ceph-common'];

/** Whether Ceph's gateway and OSD are installed. */
export const hasCeph = () =>
  fs.existsSync('/usr/bin/radosgw') && fs.existsSync('/usr/bin/ceph-osd');

/**
 * Starts Ceph's gateway for this process unless AWS_ENDPOINT_URL names an S3 server already (or
 * `own`: a gateway of its own on other ports, with `memstoreBytes` of memory for objects).
 * Answers `{ env }` (the AWS_* variables to reach it; empty when given) or `{ problem }`, a
 * sentence saying why there is none.
 */
export function startObjectStore({ own = false, memstoreBytes } = {}) {
  if (process.env.AWS_ENDPOINT_URL && !own) return { env: {} };
  if (!hasCeph()) {
    return {
      problem: `No S3 server (AWS_ENDPOINT_URL) and no Ceph to start one (apt-get install -y ${CEPH.join(' ')}).`,
    };
  }
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rgw-'));
  // Its own ports beside the tests' gateway (see start-rgw.sh).
  const ports = own
    ? { RGW_MON_V2_PORT: '17301', RGW_MON_V1_PORT: '17790', RGW_OSD_PORTS: '17900-17989' }
    : {};
  const started = spawnSync(path.join(SCRIPTS, 'start-rgw.sh'), [state, own ? '17580' : '17480'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...ports,
      ...(memstoreBytes && { RGW_MEMSTORE_BYTES: String(memstoreBytes) }),
    },
  });
  if (started.status !== 0) {
    fs.rmSync(state, { recursive: true, force: true });
    return { problem: 'The S3 server (Ceph RGW) did not start: see above.' };
  }
  process.on('exit', () => {
    spawnSync(path.join(SCRIPTS, 'stop-rgw.sh'), [state], { stdio: 'inherit' });
    fs.rmSync(state, { recursive: true, force: true });
  });
  // Interrupted, the process still stops the daemons it started.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const env = Object.fromEntries(
    [...started.stdout.matchAll(/^export (AWS_[A-Z_]+)=(.*)$/gm)].map((match) => match.slice(1)),
  );
  return { env };
}

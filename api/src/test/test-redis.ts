import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeRedis, createRedis } from '../redis/connection.js';

/** The Redis that tests use: REDIS_URL, or the one these machines run. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// Sends PING (after AUTH when the URL has a password) and exits 0 on +PONG. A child process,
// because Jest declares a file's tests synchronously, before any promise could settle.
const PROBE = `
const net = require('node:net');
const url = new URL(process.argv[1]);
const word = (s) => '$' + Buffer.byteLength(s) + '\\r\\n' + s + '\\r\\n';
const command = (...args) => '*' + args.length + '\\r\\n' + args.map(word).join('');
const auth = url.password
  ? command('AUTH', ...(url.username ? [decodeURIComponent(url.username)] : []), decodeURIComponent(url.password))
  : '';
const socket = net.connect(Number(url.port || 6379), url.hostname || '127.0.0.1');
socket.setTimeout(1000, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.on('connect', () => socket.write(auth + command('PING')));
let seen = '';
socket.on('data', (data) => {
  seen += data;
  if (seen.includes('+PONG')) process.exit(0);
  if (seen.includes('-')) process.exit(1);
});
`;

let reachable: boolean | undefined;

/** Whether the test Redis answers (checked once per test file). */
export function testRedisReachable() {
  reachable ??= spawnSync(process.execPath, ['-e', PROBE, TEST_REDIS_URL]).status === 0;
  return reachable;
}

/**
 * `describe` when the test Redis answers; otherwise the block is skipped under a title that says
 * why, so the run's summary shows what could not be tested.
 */
export function describeWithRedis(name: string, body: () => void) {
  if (testRedisReachable()) return describe(name, body);
  const reason = `no Redis at ${TEST_REDIS_URL} (start one, or set REDIS_URL)`;
  console.warn(`Skipping '${name}': ${reason}.`);
  return describe.skip(`${name} [SKIPPED: ${reason}]`, body);
}

/**
 * A key and channel prefix of its own for one test file: other test files, and other people's
 * work on the same Redis, never see its keys (nothing here ever flushes a database).
 */
export const uniqueTestPrefix = (name: string) =>
  `test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;

/**
 * Cuts the test Redis's connections named `portal-{name}` (see `createRedis`), as an outage
 * would for those connections only; returns how many were cut.
 */
export async function cutRedisConnections(name: string) {
  const admin = createRedis(TEST_REDIS_URL, { name: 'test-admin', enableOfflineQueue: true });
  try {
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=portal-${name} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    return ids.length;
  } finally {
    await closeRedis(admin);
  }
}

// PostgreSQL and Redis, which the tests of running past one machine need (issue 15). These
// project machines run both as services; a user's fresh machine may not, and `pnpm test` then
// says which tests it could not run.
import net from 'node:net';

/** The PostgreSQL server the API's tests make their fresh databases on (DATABASE_URL's form). */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The Redis server of the tests (REDIS_URL's form). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts a TCP connection at the URL's host and port, within a second. */
export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Which of the two services answer: { postgres, redis }. */
export async function servicesReachable() {
  const [postgres, redis] = await Promise.all([
    reachable(TEST_DATABASE_URL, 5432),
    reachable(TEST_REDIS_URL, 6379),
  ]);
  return { postgres, redis };
}

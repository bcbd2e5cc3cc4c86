import pg from 'pg';
import { openSqliteFile } from '../db/sqlite.js';
import { startTestApp, TestBrowser, type TestApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

// Another process (a backup, a second API, a maintenance script) holding the lock a write needs:
// SQLite's write lock on the file, or a PostgreSQL table lock past the API's lock_timeout.

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ busyTimeoutMs: 200 });
});
afterAll(() => api.close());

/** A write while `hold` keeps the lock: 503 with Retry-After, health answering, then 200 again. */
async function expectBusyWhile(hold: () => Promise<() => Promise<void>>) {
  const browser = new TestBrowser(api.app);
  await browser.signIn('client@example.com');
  const release = await hold();
  try {
    const began = Date.now();
    const write = await browser.request('PUT', '/api/user-notifications/mark-all-read');
    expect(write.statusCode).toBe(503);
    expect(Number(write.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(write.json()).toEqual({ message: expect.any(String), errors: {} });
    // The wait for the lock is short: the event loop (every other request) is not held up.
    expect(Date.now() - began).toBeLessThan(3000);
    const health = await browser.request('GET', '/api/health');
    expect(health.statusCode).toBe(200);
  } finally {
    await release();
  }
  expect((await browser.request('PUT', '/api/user-notifications/mark-all-read')).statusCode).toBe(
    200,
  );
}

const onSqlite = testEngine === 'sqlite' ? it : it.skip;
const onPostgres = testEngine === 'postgres' ? it : it.skip;

onSqlite(
  'answers a write 503 with Retry-After while another process holds the lock, and stays up (SQLite only: the file lock)',
  () =>
    expectBusyWhile(async () => {
      const other = openSqliteFile(api.config.databaseFile);
      other.exec('BEGIN IMMEDIATE');
      return async () => {
        other.exec('ROLLBACK');
        other.close();
      };
    }),
);

onPostgres(
  'answers a write 503 with Retry-After while another transaction holds the table, and stays up (PostgreSQL only: lock_timeout)',
  () =>
    expectBusyWhile(async () => {
      const other = new pg.Client({ connectionString: api.config.databaseUrl });
      await other.connect();
      await other.query('begin');
      await other.query('lock table notifications in access exclusive mode');
      return async () => {
        await other.query('rollback');
        await other.end();
      };
    }),
);

import SQLite from 'better-sqlite3';
import { startTestApp, TestBrowser, type TestApp } from '../test/test-app.js';

// Another process (a backup, a second API, a maintenance script) holding SQLite's write lock.

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

it('answers a write 503 with Retry-After while another process holds the lock, and stays up', async () => {
  const browser = new TestBrowser(api.app);
  await browser.signIn('client@example.com');
  const other = new SQLite(api.config.databaseFile);
  try {
    other.exec('BEGIN IMMEDIATE');
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
    other.exec('ROLLBACK');
    other.close();
  }
  expect((await browser.request('PUT', '/api/user-notifications/mark-all-read')).statusCode).toBe(
    200,
  );
});

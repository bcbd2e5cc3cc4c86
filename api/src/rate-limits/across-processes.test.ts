import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMemoryMailer } from '../account/mailer.js';
import { TOO_MANY_ATTEMPTS } from '../account/login-throttle.js';
import { TOO_MANY_RESET_REQUESTS } from '../account/rate-limit.js';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { databaseFileIn, startTestApp } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';
import { redisRateLimitStore } from './redis-store.js';

// Two APIs on one database whose limits count in one Redis, as two processes behind a load
// balancer: what one process counted, the other refuses.
describeWithRedis('rate limits across two API processes sharing Redis', () => {
  const prefix = uniqueTestPrefix('rate-limits-across');
  let dir = '';
  const closing: (() => Promise<unknown>)[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  /** One more API process on the shared database, counting in Redis under the test's prefix. */
  async function startProcess() {
    const { db, close } = await openTestDatabase(dir);
    const rateLimits = redisRateLimitStore(TEST_REDIS_URL, { prefix });
    const config = readConfig({ DATABASE_FILE: databaseFileIn(dir), SESSION_SECRET: 'test' });
    const app = await buildApp({
      db,
      config,
      mailer: createMemoryMailer(),
      rateLimits,
      previewOptions: false,
    });
    closing.push(
      close,
      () => rateLimits.close(),
      () => app.close(),
    );
    return app;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-limits-'));
    // The first start seeds the database both processes then share.
    await (await startTestApp({ dataDir: dir })).close();
    [a, b] = [await startProcess(), await startProcess()];
  });

  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A POST from a network address, with the anti-forgery token its first GET was given. */
  async function post(app: FastifyInstance, address: string, url: string, payload: object) {
    const first = await app.inject({ method: 'GET', url: '/api/account/user-state' });
    const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
    return app.inject({
      method: 'POST',
      url,
      cookies,
      headers: { 'x-forwarded-for': address, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
      payload,
    });
  }

  const signIn = (app: FastifyInstance, address: string, password: string) =>
    post(app, address, '/api/account/login', {
      email: 'mia@kookaburra.example.com',
      password,
      rememberMe: false,
    });

  it('slows an address on one process once it failed five times on the other', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(a, '10.8.8.1', 'wrong')).statusCode).toBe(401);
    }
    const slowed = await signIn(b, '10.8.8.1', 'Passw0rd!');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(TOO_MANY_ATTEMPTS);
    // The owner, from an address that has not been failing, signs in on either.
    expect((await signIn(b, '10.8.8.2', 'Passw0rd!')).statusCode).toBe(200);
  });

  it('counts reset e-mails of one address on both processes together', async () => {
    const forgot = (app: FastifyInstance, address: string) =>
      post(app, address, '/api/account/forgot-password', { email: 'noah@lumen.example.com' });
    const statuses = [];
    for (const [n, app] of [a, b, a, b].entries()) {
      statuses.push((await forgot(app, `10.8.9.${n}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await forgot(a, '10.8.9.9')).json().message).toBe(TOO_MANY_RESET_REQUESTS);
  });
});

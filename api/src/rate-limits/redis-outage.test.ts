import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMemoryMailer } from '../account/mailer.js';
import { TOO_MANY_ATTEMPTS } from '../account/login-throttle.js';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { databaseFileIn, startTestApp } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { uniqueTestPrefix } from '../test/test-redis.js';
import { LIMITS_PER_PROCESS } from './local-fallback.js';
import { redisRateLimitStore } from './redis-store.js';

// An API whose limits count in a Redis that is not there (a port nothing listens on; createRedis
// fails commands at once rather than queueing them): the limits hold in this process.
const NOWHERE = 'redis://127.0.0.1:1';

let dir = '';
let app: FastifyInstance;
const warnings: string[] = [];
const closing: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-limits-down-'));
  await (await startTestApp({ dataDir: dir })).close(); // Seeds the database.
  const { db, close } = await openTestDatabase(dir);
  const rateLimits = redisRateLimitStore(NOWHERE, {
    prefix: uniqueTestPrefix('rate-limits-outage'),
    log: { warn: (_error, message) => warnings.push(message), info: () => undefined },
  });
  const config = readConfig({ DATABASE_FILE: databaseFileIn(dir), SESSION_SECRET: 'test' });
  app = await buildApp({
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
});

afterAll(async () => {
  for (const close of closing.reverse()) await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A sign-in from a network address, with the anti-forgery token its first GET was given. */
async function signIn(address: string, password: string) {
  const first = await app.inject({ method: 'GET', url: '/api/account/user-state' });
  const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    cookies,
    headers: { 'x-forwarded-for': address, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
    payload: { email: 'mia@kookaburra.example.com', password, rememberMe: false },
  });
}

it('keeps throttling sign-ins while Redis is down, and says once that limits are per process', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signIn('10.9.9.1', 'wrong')).statusCode).toBe(401);
  }
  // Even the right password waits: the address failed five times on the account.
  const slowed = await signIn('10.9.9.1', 'Passw0rd!');
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json()).toEqual({ message: TOO_MANY_ATTEMPTS, errors: {} });
  expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // The owner from another address still signs in.
  expect((await signIn('10.9.9.2', 'Passw0rd!')).statusCode).toBe(200);
  expect(warnings.filter((message) => message.startsWith('Rate limits'))).toEqual([
    LIMITS_PER_PROCESS,
  ]);
});

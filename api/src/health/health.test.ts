import { openDatabase } from '../db/database.js';
import { withTestApp } from '../test/test-app.js';
import { describeWithRedis, TEST_REDIS_URL } from '../test/test-redis.js';
import { closeRedis, createRedis } from '../redis/connection.js';
import { readinessCheck } from './readiness.js';

const api = withTestApp();

it('answers liveness, and readiness with the database reachable and no Redis configured', async () => {
  expect((await api.visitor().request('GET', '/api/health')).json()).toEqual({ status: 'ok' });
  const ready = await api.visitor().request('GET', '/api/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.headers['cache-control']).toBe('no-store');
  expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
});

it('is not ready when Redis is configured but does not answer, and says so', async () => {
  // Nothing listens on port 1.
  const redis = createRedis('redis://127.0.0.1:1');
  try {
    expect(await readinessCheck(api.db, redis)()).toEqual({
      status: 'not ready',
      database: 'ok',
      redis: 'unreachable',
    });
  } finally {
    await closeRedis(redis);
  }
});

it('is not ready when the database does not answer', async () => {
  const db = await openDatabase(':memory:');
  await db.destroy();
  expect(await readinessCheck(db)()).toEqual({
    status: 'not ready',
    database: 'unreachable',
    redis: 'not configured',
  });
});

describeWithRedis('with Redis configured', () => {
  it('is ready when Redis answers too', async () => {
    const redis = createRedis(TEST_REDIS_URL);
    try {
      await new Promise((resolve) => redis.once('ready', resolve));
      expect(await readinessCheck(api.db, redis)()).toEqual({
        status: 'ready',
        database: 'ok',
        redis: 'ok',
      });
    } finally {
      await closeRedis(redis);
    }
  });
});

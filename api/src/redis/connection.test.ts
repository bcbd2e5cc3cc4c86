import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';
import { closeRedis, createRedis, redisReachable } from './connection.js';

// A port nothing listens on: what the API sees while Redis is down.
const NOWHERE = 'redis://127.0.0.1:1';

it('says an address without Redis is unreachable, and a command there fails at once', async () => {
  expect(await redisReachable(NOWHERE, 300)).toBe(false);
  const warnings: string[] = [];
  const redis = createRedis(NOWHERE, {
    name: 'nowhere',
    log: { warn: (_error, message) => warnings.push(message), info: () => undefined },
  });
  await new Promise((resolve) => redis.once('error', resolve));
  expect(warnings).toEqual(['Redis (nowhere) is unreachable; reconnecting']);
  await expect(redis.get('anything')).rejects.toThrow();
  await closeRedis(redis);
});

describeWithRedis('createRedis against a real Redis', () => {
  const prefix = uniqueTestPrefix('redis-connection');

  it('reaches the test Redis and runs commands', async () => {
    expect(await redisReachable(TEST_REDIS_URL)).toBe(true);
    const redis = createRedis(TEST_REDIS_URL, { name: 'test' });
    await new Promise((resolve) => redis.once('ready', resolve));
    await redis.set(`${prefix}key`, 'value', 'PX', 5000);
    expect(await redis.get(`${prefix}key`)).toBe('value');
    await redis.del(`${prefix}key`);
    await closeRedis(redis);
    expect(redis.status).toBe('end');
  });
});

import type { SessionChange } from '../account/session-repository.js';
import {
  cutRedisConnections,
  describeWithRedis,
  TEST_REDIS_URL,
  uniqueTestPrefix,
} from '../test/test-redis.js';
import type { Backplane } from './backplane.js';
import { redisBackplane } from './redis-backplane.js';
import { memoryClaims, redisClaims } from './token-claims.js';

// Each backplane stands for one API process; what its receiver gets is what that process's
// sockets would get.

/** A backplane whose receiver records what it is handed. */
function apiProcess(backplane: Backplane) {
  const frames: string[] = [];
  const groupFrames: string[] = [];
  const changes: SessionChange[] = [];
  const resumed = { count: 0 };
  backplane.subscribe({
    deliver: (userId, frame) => frames.push(`${userId} ${frame}`),
    deliverToGroup: (group, frame) => groupFrames.push(`${group} ${frame}`),
    sessionChanged: (change) => changes.push(change),
    resumed: () => (resumed.count += 1),
  });
  return { backplane, frames, groupFrames, changes, resumed };
}

/** Resolves once `check` holds, polling the receivers (messages arrive on their own time). */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

const NOWHERE = 'redis://127.0.0.1:1';
const silent = { warn: () => undefined, info: () => undefined };

it('delivers this process’s own messages while Redis cannot be reached, and never throws', async () => {
  const alone = apiProcess(redisBackplane(NOWHERE, { log: silent, readyTimeoutMs: 50 }));
  await alone.backplane.ready?.();
  await alone.backplane.publish(7, 'frame');
  await alone.backplane.publishGroup?.('media:12', 'group frame');
  await alone.backplane.publishSessionChange({ kind: 'ended', sessionIds: ['s1'] });
  expect(alone.frames).toEqual(['7 frame']);
  expect(alone.groupFrames).toEqual(['media:12 group frame']);
  expect(alone.changes).toEqual([{ kind: 'ended', sessionIds: ['s1'] }]);
  await alone.backplane.close();
});

it('keeps a token to one socket in this process while Redis cannot be reached', async () => {
  const claims = redisClaims(NOWHERE, { prefix: 'unused:', log: silent });
  expect(await claims.claim('connection-1', 2000, 1000)).toBe(true);
  expect(await claims.claim('connection-1', 2000, 1500)).toBe(false);
  await claims.close();
});

it('forgets a claim in memory once its token has expired', async () => {
  const claims = memoryClaims();
  expect(await claims.claim('connection-1', 2000, 1000)).toBe(true);
  expect(await claims.claim('connection-1', 2000, 2000)).toBe(false);
  expect(await claims.claim('connection-2', 5000, 2001)).toBe(true);
});

describeWithRedis('the Redis backplane', () => {
  const prefix = uniqueTestPrefix('redis-backplane');
  let one: ReturnType<typeof apiProcess>;
  let two: ReturnType<typeof apiProcess>;
  let elsewhere: ReturnType<typeof apiProcess>;

  beforeAll(async () => {
    one = apiProcess(redisBackplane(TEST_REDIS_URL, { prefix }));
    two = apiProcess(redisBackplane(TEST_REDIS_URL, { prefix }));
    elsewhere = apiProcess(redisBackplane(TEST_REDIS_URL, { prefix: `${prefix}other:` }));
    await Promise.all([one, two, elsewhere].map(({ backplane }) => backplane.ready?.()));
  });

  afterAll(async () => {
    await Promise.all([one, two, elsewhere].map(({ backplane }) => backplane.close()));
  });

  it('hands a user’s frame to every process once, the publisher’s included', async () => {
    await one.backplane.publish(42, '{"type":1}\x1e');
    await one.backplane.publish(42, 'second');
    await until(() => one.frames.length >= 2 && two.frames.length >= 2);
    expect(one.frames).toEqual(['42 {"type":1}\x1e', '42 second']);
    expect(two.frames).toEqual(['42 {"type":1}\x1e', '42 second']);
  });

  it('hands a group’s frame to every process once, apart from users’ frames', async () => {
    await two.backplane.publishGroup?.('media:12', '{"type":1} with spaces\x1e');
    await two.backplane.publish(3, 'to a user');
    await until(() => one.frames.includes('3 to a user') && two.frames.includes('3 to a user'));
    expect(one.groupFrames).toEqual(['media:12 {"type":1} with spaces\x1e']);
    expect(two.groupFrames).toEqual(['media:12 {"type":1} with spaces\x1e']);
    expect(elsewhere.groupFrames).toEqual([]);
  });

  it('hands a session change to every process once', async () => {
    const change: SessionChange = { kind: 'acting-changed', sessionIds: ['s1', 's2'] };
    await two.backplane.publishSessionChange(change);
    await two.backplane.publish(1, 'after');
    await until(() => one.frames.includes('1 after') && two.frames.includes('1 after'));
    expect(one.changes).toEqual([change]);
    expect(two.changes).toEqual([change]);
  });

  it('keeps processes with another prefix apart', async () => {
    await elsewhere.backplane.publish(5, 'mine');
    await until(() => elsewhere.frames.includes('5 mine'));
    await one.backplane.publish(5, 'theirs');
    await until(() => two.frames.includes('5 theirs'));
    expect(elsewhere.frames).toEqual(['5 mine']);
    expect(one.frames).not.toContain('5 mine');
  });

  it('keeps a connection token to one socket across processes', async () => {
    const here = redisClaims(TEST_REDIS_URL, { prefix });
    const there = redisClaims(TEST_REDIS_URL, { prefix });
    await Promise.all([here.ready?.(), there.ready?.()]);
    const now = Date.now();
    const results = await Promise.all([
      here.claim('connection-x', now + 5000, now),
      there.claim('connection-x', now + 5000, now),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await there.claim('connection-y', now + 5000, now)).toBe(true);
    await Promise.all([here.close(), there.close()]);
  });

  it('says when it hears Redis again after losing it, and carries messages again', async () => {
    expect(await cutRedisConnections(`hub-subscriber-${prefix}`)).toBe(2);
    await until(() => one.resumed.count === 1 && two.resumed.count === 1);
    await two.backplane.publish(9, 'back');
    await until(() => one.frames.includes('9 back') && two.frames.includes('9 back'));
    expect(elsewhere.resumed.count).toBe(0);
  });
});

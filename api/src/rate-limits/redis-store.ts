import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis, type RedisLog } from '../redis/connection.js';
import type { KeyLimit, RateLimitStore } from './store.js';

// Each key is a sorted set of hits scored by their time (ms), so the window slides exactly as
// the memory store's does: a hit counts while `time > now - windowMs`. The set expires a window
// after its newest hit. Members are unique (two hits in one millisecond are two hits).

/**
 * Checks every key against its limit and, only if all are under it, counts the hit under each:
 * one script, so two processes taking the last place at once cannot both get it.
 * KEYS: the keys. ARGV: now, windowMs, member, then each key's limit.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
end
return 1
`;

/** How the Redis store is reached and named. */
export interface RedisRateLimitOptions {
  /** Starts every key (default `portal:`, as the hub's); tests use one of their own. */
  prefix?: string;
  log?: RedisLog;
}

/**
 * Counts in Redis, shared by every API process. While Redis cannot answer, limits fail OPEN:
 * nothing is counted and every request goes through (logged once per outage). A Redis blink
 * must not make signing in impossible; what stays bounded meanwhile is what the database
 * counts itself (five codes and five tries per second-factor challenge) and the password hash's
 * own cost.
 */
export function redisRateLimitStore(
  url: string,
  { prefix = 'portal:', log }: RedisRateLimitOptions = {},
): RateLimitStore {
  const redis: Redis = createRedis(url, { name: `rate-limits-${prefix}`, log });
  const keyOf = (key: string) => `${prefix}limits:${key}`;
  let failing = false;
  // Commands fail at once while there is no connection (createRedis queues nothing): the first
  // requests after the start wait for the first connection (or its failure) instead, so a fresh
  // process counts from its first request. Later outages do not wait.
  const firstConnection = new Promise<void>((resolve) => {
    for (const event of ['ready', 'error', 'end']) redis.once(event, () => resolve());
    setTimeout(resolve, 2000).unref();
  });

  /** Runs a Redis step; if Redis fails, logs it (once until it answers again) and lets through. */
  async function orOpen<T>(step: () => Promise<T>, open: T): Promise<T> {
    try {
      await firstConnection;
      const result = await step();
      failing = false;
      return result;
    } catch (error) {
      if (!failing)
        log?.warn(error, 'Rate limits are not counted while Redis fails; letting through');
      failing = true;
      return open;
    }
  }

  const member = (now: number) => `${now}:${randomUUID()}`;

  return {
    recent: (keys, windowMs, now) =>
      orOpen(
        async () => {
          const batch = redis.multi();
          for (const key of keys) {
            batch.zrangebyscore(keyOf(key), `(${now - windowMs}`, '+inf', 'WITHSCORES');
          }
          const replies = (await batch.exec()) ?? [];
          return replies.map(([error, reply]) => {
            if (error) throw error;
            // [member, score, member, score, …]: the scores are the hits' times.
            return (reply as string[]).filter((_, index) => index % 2 === 1).map(Number);
          });
        },
        keys.map(() => []),
      ),
    add: (keys, windowMs, now) =>
      orOpen(async () => {
        const batch = redis.multi();
        for (const key of keys) {
          batch
            .zadd(keyOf(key), now, member(now))
            .zremrangebyscore(keyOf(key), '-inf', now - windowMs)
            .pexpire(keyOf(key), windowMs);
        }
        for (const [error] of (await batch.exec()) ?? []) if (error) throw error;
      }, undefined),
    take: (limits: readonly KeyLimit[], windowMs, now) =>
      orOpen(async () => {
        const taken = await redis.eval(
          TAKE,
          limits.length,
          ...limits.map(({ key }) => keyOf(key)),
          now,
          windowMs,
          member(now),
          ...limits.map(({ limit }) => limit),
        );
        return taken === 1;
      }, true),
    clear: (key) => orOpen(async () => void (await redis.del(keyOf(key))), undefined),
    close: () => closeRedis(redis),
  };
}

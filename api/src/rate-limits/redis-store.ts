import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis, type RedisLog } from '../redis/connection.js';
import { withLocalFallback } from './local-fallback.js';
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
 * Counts in Redis, shared by every API process. While Redis cannot answer, each process counts
 * in its own memory instead (withLocalFallback, logged once per outage): a limit never opens up
 * because Redis is away, it only stops being shared.
 */
export function redisRateLimitStore(
  url: string,
  { prefix = 'portal:', log }: RedisRateLimitOptions = {},
): RateLimitStore {
  const redis: Redis = createRedis(url, { name: `rate-limits-${prefix}`, log });
  return withLocalFallback(redisCounts(redis, prefix), log);
}

/** The counts in Redis alone: every step throws while Redis fails. */
function redisCounts(redis: Redis, prefix: string): RateLimitStore {
  const keyOf = (key: string) => `${prefix}limits:${key}`;
  // Commands fail at once while there is no connection (createRedis queues nothing): the first
  // requests after the start wait for the first connection (or its failure) instead, so a fresh
  // process counts in Redis from its first request. Later outages do not wait.
  const firstConnection = new Promise<void>((resolve) => {
    for (const event of ['ready', 'error', 'end']) redis.once(event, () => resolve());
    setTimeout(resolve, 2000).unref();
  });
  const connected =
    <A extends unknown[], T>(step: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      await firstConnection;
      return step(...args);
    };
  const member = (now: number) => `${now}:${randomUUID()}`;

  return {
    recent: connected(async (keys: readonly string[], windowMs: number, now: number) => {
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
    }),
    add: connected(async (keys: readonly string[], windowMs: number, now: number) => {
      const batch = redis.multi();
      for (const key of keys) {
        batch
          .zadd(keyOf(key), now, member(now))
          .zremrangebyscore(keyOf(key), '-inf', now - windowMs)
          .pexpire(keyOf(key), windowMs);
      }
      for (const [error] of (await batch.exec()) ?? []) if (error) throw error;
    }),
    take: connected(async (limits: readonly KeyLimit[], windowMs: number, now: number) => {
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
    }),
    clear: connected(async (key: string) => void (await redis.del(keyOf(key)))),
    close: () => closeRedis(redis),
  };
}

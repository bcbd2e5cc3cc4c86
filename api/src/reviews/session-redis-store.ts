import { closeRedis, createRedis, type RedisLog } from '../redis/connection.js';
import type { PresenterRecord, SessionStore } from './session-store.js';

/** How long an entry outlives its last refresh (the refresh comes every third of it). */
export const SESSION_ENTRY_TTL_MS = 30_000;

// Sets the presenter key unless another connection holds it; answers the holder's JSON.
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held and cjson.decode(held).connectionId ~= ARGV[2] then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return ARGV[1]`;
// Replaces (ARGV[1] set) or deletes (empty) the presenter key if ARGV[2]'s connection holds it.
const IF_HOLDER = `
local held = redis.call('GET', KEYS[1])
if not held or cjson.decode(held).connectionId ~= ARGV[2] then return 0 end
if ARGV[1] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3]) end
return 1`;
// Refreshes the presenter key's lifetime while ARGV[1]'s connection holds it.
const TOUCH = `
local held = redis.call('GET', KEYS[1])
if held and cjson.decode(held).connectionId == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/**
 * The store of several API processes, in Redis (keys under the hub's prefix): per medium a sorted
 * set of `{userId}:{connectionId}` scored by when the entry lapses, and the presenter's JSON
 * with a lifetime; their processes refresh both while the connections are open.
 */
export function redisSessionStore(
  url: string,
  { prefix, log, now = Date.now }: { prefix: string; log?: RedisLog; now?: () => number },
): SessionStore {
  const redis = createRedis(url, { name: `review-sessions-${prefix}`, log });
  const watchersKey = (mediaId: number) => `${prefix}review-session:${mediaId}:watchers`;
  const presenterKey = (mediaId: number) => `${prefix}review-session:${mediaId}:presenter`;
  const ttl = String(SESSION_ENTRY_TTL_MS);
  const member = (userId: number, connectionId: string) => `${userId}:${connectionId}`;
  return {
    async watch(mediaId, { userId, connectionId }) {
      const key = watchersKey(mediaId);
      await redis
        .multi()
        .zadd(key, now() + SESSION_ENTRY_TTL_MS, member(userId, connectionId))
        .pexpire(key, 2 * SESSION_ENTRY_TTL_MS)
        .exec();
    },
    async unwatch(mediaId, { userId, connectionId }) {
      await redis.zrem(watchersKey(mediaId), member(userId, connectionId));
    },
    async watchers(mediaId) {
      const key = watchersKey(mediaId);
      const answers = await redis
        .multi()
        .zremrangebyscore(key, '-inf', now())
        .zrange(key, 0, -1)
        .exec();
      const members = (answers?.[1]?.[1] ?? []) as string[];
      return [...new Set(members.map((entry) => Number(entry.split(':')[0])))];
    },
    async presenter(mediaId) {
      const held = await redis.get(presenterKey(mediaId));
      return held ? (JSON.parse(held) as PresenterRecord) : null;
    },
    async claim(mediaId, record) {
      const json = JSON.stringify(record);
      const held = await redis.eval(
        CLAIM,
        1,
        presenterKey(mediaId),
        json,
        record.connectionId,
        ttl,
      );
      return JSON.parse(held as string) as PresenterRecord;
    },
    async update(mediaId, record) {
      const json = JSON.stringify(record);
      await redis.eval(IF_HOLDER, 1, presenterKey(mediaId), json, record.connectionId, ttl);
    },
    async release(mediaId, connectionId) {
      await redis.eval(IF_HOLDER, 1, presenterKey(mediaId), '', connectionId, ttl);
    },
    async refresh(watching, presenting) {
      if (watching.length === 0 && presenting.length === 0) return;
      const batch = redis.multi();
      for (const [mediaId, { userId, connectionId }] of watching) {
        batch.zadd(
          watchersKey(mediaId),
          now() + SESSION_ENTRY_TTL_MS,
          member(userId, connectionId),
        );
        batch.pexpire(watchersKey(mediaId), 2 * SESSION_ENTRY_TTL_MS);
      }
      for (const [mediaId, connectionId] of presenting) {
        batch.eval(TOUCH, 1, presenterKey(mediaId), connectionId, ttl);
      }
      await batch.exec();
    },
    close: () => closeRedis(redis),
  };
}

import { closeRedis, createRedis, whenReady, type RedisLog } from '../redis/connection.js';

/** Keeps each connection token to one socket, in every process that shares the claims. */
export interface TokenClaims {
  /**
   * True for the first claim of the connection id, false for every later one. A claim is kept
   * until `expiresAt`, when the token itself stops being accepted.
   */
  claim(connectionId: string, expiresAt: number, now: number): Promise<boolean>;
  /** Resolves once claims are shared (or it stopped waiting); the API listens after it. */
  ready?(): Promise<void>;
  /** Releases the claims' own connections. */
  close(): Promise<void>;
}

/** Claims in this process's memory: enough for one API process. */
export function memoryClaims(): TokenClaims {
  const claimed = new Map<string, number>();
  return {
    async claim(connectionId, expiresAt, now) {
      // Claims arrive in about the order they expire: forget the expired ones at the front.
      for (const [id, until] of claimed) {
        if (until >= now) break;
        claimed.delete(id);
      }
      if (claimed.has(connectionId)) return false;
      claimed.set(connectionId, expiresAt);
      return true;
    },
    async close() {
      claimed.clear();
    },
  };
}

/**
 * Claims kept in Redis with `SET key NX PX`, so a token is single use across API processes.
 * While Redis cannot answer, claims fall back to this process's memory: a token stays single
 * use here, and a second socket elsewhere on the same token would need the same session cookie,
 * which could as well negotiate a token of its own.
 */
export function redisClaims(
  url: string,
  { prefix, log }: { prefix: string; log?: RedisLog },
): TokenClaims {
  const redis = createRedis(url, { name: 'hub-tokens', log });
  const fallback = memoryClaims();
  return {
    async claim(connectionId, expiresAt, now) {
      try {
        const key = `${prefix}hub:claimed:${connectionId}`;
        const ttl = Math.max(1, expiresAt - now);
        return (await redis.set(key, '1', 'PX', ttl, 'NX')) === 'OK';
      } catch {
        return fallback.claim(connectionId, expiresAt, now);
      }
    },
    async ready() {
      // Until then claims are this process's own (the fallback above); the outage is logged.
      await whenReady(redis, 2000);
    },
    async close() {
      await closeRedis(redis);
    },
  };
}

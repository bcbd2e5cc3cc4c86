/** A limit on one key: how many hits it may hold within the window. */
export interface KeyLimit {
  key: string;
  limit: number;
}

/**
 * Where rate limits and sign-in throttles count: hits (their times, in ms) under keys, within a
 * sliding window (a hit counts while it is younger than `windowMs`). In this process's memory by
 * default; in Redis with REDIS_URL, so every API process shares one count. Keys are chosen by the
 * limiters and start with the limiter's name.
 */
export interface RateLimitStore {
  /** The times of the hits under each key within the window before `now`, oldest first. */
  recent(keys: readonly string[], windowMs: number, now: number): Promise<number[][]>;
  /** Counts a hit at `now` under each key. */
  add(keys: readonly string[], windowMs: number, now: number): Promise<void>;
  /**
   * Counts a hit at `now` under every key, but only if each holds fewer hits than its limit
   * within the window (checked and counted as one step); whether it counted.
   */
  take(limits: readonly KeyLimit[], windowMs: number, now: number): Promise<boolean>;
  /** Forgets every hit under the key. */
  clear(key: string): Promise<void>;
  /** Lets go of what the store holds open (its Redis connection). */
  close(): Promise<void>;
}

/** Past this many keys, expired ones are swept (random addresses must not grow memory forever). */
const SWEEP_ABOVE = 10_000;

/** The store of one process: the default, and what every limit counted in before Redis. */
export function memoryRateLimitStore(): RateLimitStore {
  const hits = new Map<string, { windowMs: number; times: number[] }>();

  const recent = (key: string, windowMs: number, now: number) => {
    const kept = (hits.get(key)?.times ?? []).filter((time) => time > now - windowMs);
    if (kept.length > 0) hits.set(key, { windowMs, times: kept });
    else hits.delete(key);
    return kept;
  };
  const add = (keys: readonly string[], windowMs: number, now: number) => {
    if (hits.size > SWEEP_ABOVE) {
      for (const [key, entry] of [...hits]) recent(key, entry.windowMs, now);
    }
    for (const key of keys)
      hits.set(key, { windowMs, times: [...recent(key, windowMs, now), now] });
  };

  return {
    recent: async (keys, windowMs, now) => keys.map((key) => recent(key, windowMs, now)),
    add: async (keys, windowMs, now) => add(keys, windowMs, now),
    take: async (limits, windowMs, now) => {
      if (limits.some(({ key, limit }) => recent(key, windowMs, now).length >= limit)) {
        return false;
      }
      add(
        limits.map(({ key }) => key),
        windowMs,
        now,
      );
      return true;
    },
    clear: async (key) => void hits.delete(key),
    close: async () => undefined,
  };
}

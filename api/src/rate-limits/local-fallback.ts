import type { RedisLog } from '../redis/connection.js';
import { memoryRateLimitStore, type RateLimitStore } from './store.js';

/** Logged once when the shared store fails: each process counts on its own until it is back. */
export const LIMITS_PER_PROCESS = 'Rate limits count per API process while Redis fails';
/** Logged once when the shared store answers again. */
export const LIMITS_SHARED_AGAIN = 'Rate limits count in Redis again';

/**
 * The shared store (Redis), falling back to this process's memory whenever it fails, so a limit
 * never opens up because Redis is away: while it is, each process holds the limit on its own
 * (sign-in throttling, share-link passwords and every other limit stay bounded, per process).
 * Every hit the shared store counts is also counted here, so an outage starts from this
 * process's own recent hits rather than from nothing. Once Redis answers, its count rules again;
 * hits counted here meanwhile stay here only. The loss and the return are logged once each.
 */
export function withLocalFallback(shared: RateLimitStore, log?: RedisLog): RateLimitStore {
  const local = memoryRateLimitStore();
  let failing = false;

  /** Runs `step` on the shared store and `mirror`s what it did here; here alone if it fails. */
  async function either<T>(
    step: (store: RateLimitStore) => Promise<T>,
    mirror: (result: T) => Promise<void> = async () => undefined,
  ): Promise<T> {
    let result: T;
    try {
      result = await step(shared);
    } catch (error) {
      if (!failing) log?.warn(error, LIMITS_PER_PROCESS);
      failing = true;
      return step(local);
    }
    if (failing) log?.info(LIMITS_SHARED_AGAIN);
    failing = false;
    await mirror(result);
    return result;
  }

  return {
    recent: (keys, windowMs, now) => either((store) => store.recent(keys, windowMs, now)),
    add: (keys, windowMs, now) =>
      either(
        (store) => store.add(keys, windowMs, now),
        () => local.add(keys, windowMs, now),
      ),
    take: (limits, windowMs, now) =>
      either(
        (store) => store.take(limits, windowMs, now),
        async (taken) => {
          if (taken)
            await local.add(
              limits.map(({ key }) => key),
              windowMs,
              now,
            );
        },
      ),
    clear: (key) =>
      either(
        (store) => store.clear(key),
        () => local.clear(key),
      ),
    close: async () => {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}

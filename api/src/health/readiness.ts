import type { DependencyState, Readiness } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A dependency's answer must come within this, or it counts as unreachable. */
const CHECK_TIMEOUT_MS = 1000;

/** Resolves when `check` does within the timeout; rejects otherwise. */
async function within<T>(check: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How a dependency answers: 'ok' or 'unreachable'. */
const stateOf = async (check: () => Promise<unknown>): Promise<DependencyState> =>
  within(check()).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );

/** Checks what this API process depends on, for GET /api/health/ready. */
export function readinessCheck(db: Db, redis?: { ping(): Promise<unknown> }) {
  return async (): Promise<Readiness> => {
    const [database, redisState] = await Promise.all([
      stateOf(() => sql`select 1`.execute(db)),
      redis ? stateOf(() => redis.ping()) : Promise.resolve('not configured' as const),
    ]);
    const ready = database === 'ok' && redisState !== 'unreachable';
    return { status: ready ? 'ready' : 'not ready', database, redis: redisState };
  };
}

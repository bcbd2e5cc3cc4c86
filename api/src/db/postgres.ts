import pg from 'pg';
import { PostgresDialect } from 'kysely';

/**
 * How `pg` reads the types the portal's queries return, so a row has the same JavaScript types on
 * both engines (SQLite gives numbers for these):
 * - int8 (every integer column here is `bigint`, like SQLite's 64-bit INTEGER; `count(*)`, `max`)
 *   and numeric (`sum` of a bigint) as numbers: ids, counts, cents, byte sizes and millisecond
 *   times all stay far below 2^53, where a double is still exact;
 * - bool (a comparison or `exists` in a select list) as 1/0, which is what SQLite answers.
 */
const PARSERS: Partial<Record<number, (value: string) => unknown>> = {
  [pg.types.builtins.INT8]: Number,
  [pg.types.builtins.NUMERIC]: Number,
  [pg.types.builtins.BOOL]: (value) => (value === 't' ? 1 : 0),
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A Kysely dialect on a pool of connections to `url`, with the portal's type parsers. */
export function postgresDialect(
  url: string,
  { lockTimeoutMs, max }: { lockTimeoutMs?: number; max?: number } = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max,
    // A lock another transaction holds is waited for this long, then 55P03: a 503, as SQLite's
    // busy timeout gives (waiting here holds up no other request, so it may be longer).
    ...(lockTimeoutMs ? { lock_timeout: lockTimeoutMs } : {}),
  });
  // An idle connection the server ended (a restart, a dropped database): the pool discards it and
  // the next query connects again. Without a listener the process would stop on the event.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return new PostgresDialect({ pool });
}

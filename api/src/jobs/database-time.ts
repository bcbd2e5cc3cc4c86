import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';

/** `Date#toISOString`'s form in PostgreSQL's `to_char` (UTC, milliseconds). */
const ISO_8601 = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * The database's current time, `offsetMs` later, as the ISO 8601 text leases are stored in
 * (`2026-11-27T05:32:11.470Z`, what `Date#toISOString` writes, so text order is time order).
 * Leases are written and compared with this one clock: API processes whose own clocks disagree
 * still agree on whether a lease ran out. PostgreSQL's `now()` is the transaction's start;
 * SQLite's 'now' is the clock of its one process, the same for every step of a statement.
 */
export function databaseTime(db: Db, offsetMs = 0): RawBuilder<string> {
  if (engineOf(db) === 'postgres') {
    const later = sql`(now() at time zone 'UTC') + cast(${offsetMs} as double precision) * interval '1 millisecond'`;
    return sql<string>`to_char(${later}, ${ISO_8601})`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs / 1000} seconds`})`;
}

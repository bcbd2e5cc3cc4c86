import { TEXT_WITH_NUL } from './sqlite.js';

// The database errors the API answers in its own way, recognised for both engines here so the
// repositories and the error handler never name an engine's codes themselves.

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A UNIQUE constraint refused the write (a lost race for a name or an address): SQLite's
 * extended code, PostgreSQL's SQLSTATE 23505 (unique_violation).
 */
export function isUniqueViolation(error: unknown) {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * PostgreSQL's "try again shortly": a serialization failure (40001), a deadlock victim (40P01),
 * a lock not granted within lock_timeout (55P03), too many connections (53300), and a server that
 * is starting or stopping (57P01–57P03).
 */
const POSTGRES_BUSY = new Set(['40001', '40P01', '55P03', '53300', '57P01', '57P02', '57P03']);

/**
 * The database could not do it now, but will soon (answered 503 with Retry-After): SQLite's
 * write lock held by another connection past the busy timeout (SQLITE_BUSY, SQLITE_LOCKED and
 * their extended codes), or one of PostgreSQL's transient failures above.
 */
export function isDatabaseBusy(error: unknown) {
  const code = codeOf(error);
  if (code === undefined) return false;
  return /^SQLITE_(BUSY|LOCKED)/.test(code) || POSTGRES_BUSY.has(code);
}

/**
 * A value the database will not store or read as given: on PostgreSQL a NUL character or text the
 * encoding cannot hold (22021, 22P05), or a number out of range (22003); on SQLite text with a NUL
 * character to be stored (the driver would read it back cut short: db/sqlite.ts), where a search
 * for one still runs. Only a request can bring such a value (a search or a name with U+0000), so
 * it is a 400, not a 500.
 */
export function isUnstorableValue(error: unknown) {
  const code = codeOf(error);
  return code === TEXT_WITH_NUL || code === '22021' || code === '22P05' || code === '22003';
}

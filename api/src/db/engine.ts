import { PostgresIntrospector, type Kysely } from 'kysely';

/** The database engine behind a handle: the embedded SQLite file, or PostgreSQL (DATABASE_URL). */
export type Engine = 'sqlite' | 'postgres';

/**
 * Which engine a handle (or a transaction of it) talks to, for the few queries whose SQL must
 * differ (kept in `db/` and the repositories, never in routes). Read from the dialect's
 * introspector, which Kysely builds from the dialect the handle was opened with.
 */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.introspection instanceof PostgresIntrospector ? 'postgres' : 'sqlite';
}

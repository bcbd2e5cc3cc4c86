import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/** The typed database handle every repository uses. */
export type Db = Kysely<Database>;

/**
 * How long a statement waits for another connection's write lock. better-sqlite3 waits
 * synchronously, on the event loop, so every request (even /api/health) waits with it: keep it
 * short, and let the error handler answer SQLITE_BUSY with 503 and Retry-After.
 */
export const BUSY_TIMEOUT_MS = 200;

/** Opens the SQLite file (WAL, foreign keys on) and brings its schema up to date. */
export async function openDatabase(
  file: string,
  { busyTimeoutMs = BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {},
): Promise<Db> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Migrations run before the API listens, with nothing else to hold up: they may wait longer.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
  }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return db;
}

import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.js';
import { PostgresDdlPlugin } from './migrations/postgres-ddl.js';
import { postgresDialect } from './postgres.js';
import type { Database } from './schema.js';
import { openSqliteFile } from './sqlite.js';

/** The typed database handle every repository uses, on either engine (`engineOf` tells which). */
export type Db = Kysely<Database>;

/** Where the data lives: PostgreSQL at `databaseUrl` when given, else the SQLite file. */
export interface DatabaseTarget {
  databaseUrl?: string;
  databaseFile: string;
}

/**
 * How long a statement waits for another connection's write lock. The driver (db/sqlite.ts) waits
 * synchronously, on the event loop, so every request (even /api/health) waits with it: keep it
 * short, and let the error handler answer SQLITE_BUSY with 503 and Retry-After.
 */
export const BUSY_TIMEOUT_MS = 200;

/**
 * PostgreSQL's lock_timeout: a wait there holds up only its own request, so it may be longer
 * before the same 503 (a pool connection is held meanwhile, so not much longer).
 */
export const POSTGRES_LOCK_TIMEOUT_MS = 3000;

/** What `openDatabase` may change from the defaults. */
export interface OpenOptions {
  /** The lock wait before a 503 (SQLite's busy timeout, PostgreSQL's lock_timeout). */
  busyTimeoutMs?: number;
}

/**
 * Opens the portal's database (PostgreSQL when the target has a URL, else the SQLite file) and
 * brings its schema up to date. A string is a SQLite file.
 */
export async function openDatabase(
  target: string | DatabaseTarget,
  options: OpenOptions = {},
): Promise<Db> {
  const { databaseUrl, databaseFile } =
    typeof target === 'string' ? { databaseUrl: undefined, databaseFile: target } : target;
  return databaseUrl ? openPostgres(databaseUrl, options) : openSqlite(databaseFile, options);
}

/** The SQLite file (WAL, foreign keys on). */
async function openSqlite(file: string, { busyTimeoutMs = BUSY_TIMEOUT_MS }: OpenOptions) {
  const sqlite = openSqliteFile(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Migrations run before the API listens, with nothing else to hold up: they may wait longer.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db);
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return db;
}

/**
 * PostgreSQL at `url`. Migrations run on a connection of their own without lock_timeout: they
 * run in one transaction under Kysely's advisory lock, so API processes starting together wait
 * for the first one's migrations instead of failing.
 */
async function openPostgres(
  url: string,
  { busyTimeoutMs = POSTGRES_LOCK_TIMEOUT_MS }: OpenOptions,
) {
  const migrating = new Kysely<Database>({ dialect: postgresDialect(url, { max: 1 }) });
  try {
    await migrate(migrating.withPlugin(new PostgresDdlPlugin()));
  } finally {
    await migrating.destroy();
  }
  return new Kysely<Database>({
    dialect: postgresDialect(url, { lockTimeoutMs: Math.trunc(busyTimeoutMs) }),
  });
}

async function migrate(db: Db) {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
  }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

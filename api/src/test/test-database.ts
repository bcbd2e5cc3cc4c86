import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type Db } from '../db/database.js';
import type { Engine } from '../db/engine.js';

// The database of a test. Without DATABASE_URL each test data folder holds a SQLite file. With it
// (postgres://…, the server's maintenance database, e.g. postgres://postgres@127.0.0.1:5432/
// postgres) each folder gets a database of its own on that server, created empty when first
// asked for and dropped when the test file ends, so the suite runs there exactly as on SQLite.

/** The PostgreSQL server the suite runs on, if any (DATABASE_URL). */
const SERVER_URL = process.env.DATABASE_URL || undefined;

/** The engine this run of the suite uses. */
export const testEngine: Engine = SERVER_URL ? 'postgres' : 'sqlite';

/** Names of test databases: `portal_t_<pid>_<seconds since 1970>_<n>`. */
const PREFIX = 'portal_t_';
/** A test database this old whose process is gone was left behind by a crash. */
const STALE_AFTER_SECONDS = 30 * 60;

/** The SQLite file of a test data folder (on PostgreSQL, only its folder is used). */
export const databaseFileIn = (dir: string) => path.join(dir, 'test.sqlite');

/** The file in a data folder naming its PostgreSQL database (so a restarted API finds it). */
const markerIn = (dir: string) => path.join(dir, 'postgres-database');

const urlOf = (name: string) => {
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` on a connection to the server's own database (to create and drop others). */
async function onServer<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/** Drops test databases a crashed run left behind (never one whose process still runs). */
async function dropStale(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'portal\\_t\\_%'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const [pid, seconds] = datname.slice(PREFIX.length).split('_').map(Number);
    if (!pid || !seconds || now - seconds < STALE_AFTER_SECONDS || isAlive(pid)) continue;
    await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  }
}

/** This test file's databases, and how many harness handles each has open. */
const databases = new Map<string, { open: number; dropWhenClosed: boolean }>();
let created = 0;
let staleDropped = false;

async function createDatabase() {
  const name = `${PREFIX}${process.pid}_${Math.floor(Date.now() / 1000)}_${++created}`;
  await onServer(async (client) => {
    if (!staleDropped) {
      staleDropped = true;
      await dropStale(client);
    }
    await client.query(`create database "${name}"`);
  });
  databases.set(name, { open: 0, dropWhenClosed: false });
  return name;
}

async function dropDatabase(name: string) {
  databases.delete(name);
  // FORCE: a pool another part of the test left open must not keep the database alive.
  await onServer((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** A test data folder's database: `fresh` when nothing was stored in it yet. */
export interface TestDatabase extends DatabaseTarget {
  fresh: boolean;
  /** The PostgreSQL database's name (none on SQLite). */
  name?: string;
}

/** The database of the data folder `dir`, made on first use. */
export async function testDatabaseIn(dir: string): Promise<TestDatabase> {
  const databaseFile = databaseFileIn(dir);
  if (!SERVER_URL) return { databaseFile, fresh: !fs.existsSync(databaseFile) };
  if (fs.existsSync(markerIn(dir))) {
    const name = fs.readFileSync(markerIn(dir), 'utf8').trim();
    return { databaseFile, databaseUrl: urlOf(name), name, fresh: false };
  }
  const name = await createDatabase();
  fs.writeFileSync(markerIn(dir), name);
  return { databaseFile, databaseUrl: urlOf(name), name, fresh: true };
}

/** The environment that points a child API process at the data folder `dir`'s database. */
export async function testDatabaseEnv(dir: string): Promise<NodeJS.ProcessEnv> {
  const { databaseFile, databaseUrl } = await testDatabaseIn(dir);
  return { DATABASE_FILE: databaseFile, DATABASE_URL: databaseUrl ?? '' };
}

/** Counts a harness handle on a test database (so the file's end waits for it to close). */
export function openedTestDatabase(name: string | undefined) {
  const entry = name && databases.get(name);
  if (entry) entry.open += 1;
}

/**
 * A harness handle closed: `dropNow` drops the database at once (a temporary data folder);
 * otherwise it is dropped when the file has ended and nothing holds it open.
 */
export async function closedTestDatabase(name: string | undefined, dropNow: boolean) {
  const entry = name && databases.get(name);
  if (!entry) return;
  entry.open -= 1;
  if (dropNow || (entry.dropWhenClosed && entry.open <= 0)) await dropDatabase(name);
}

/**
 * Opens (and migrates) the data folder `dir`'s database without an API, for tests of the schema
 * and of what a restart finds; `close` ends the handle (and drops a database nobody needs).
 */
export async function openTestDatabase(
  dir: string,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const database = await testDatabaseIn(dir);
  const db = await openDatabase(database);
  openedTestDatabase(database.name);
  return {
    db,
    close: async () => {
      await db.destroy();
      await closedTestDatabase(database.name, false);
    },
  };
}

// The end of the test file drops what it made. Jest runs this hook before the file's own
// afterAll hooks (this module is imported first), so a database still open there is dropped when
// its handle closes.
if (SERVER_URL && typeof afterAll === 'function') {
  afterAll(async () => {
    for (const [name, entry] of [...databases]) {
      if (entry.open > 0) entry.dropWhenClosed = true;
      else await dropDatabase(name);
    }
  });
}

import Libsql from 'libsql';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// The SQLite driver: libsql, whose native binary comes prebuilt in an npm package for each
// platform (@libsql/linux-x64-gnu, …), so `pnpm install` compiles nothing. Its API is
// better-sqlite3's (synchronous, `pragma`, `exec`, SqliteError with SQLite's extended codes), with
// differences the portal's code must not see, mended here for Kysely's SqliteDialect:
// - a blob is read as an ArrayBuffer: handed on as a Buffer (the schema's type);
// - a boolean parameter aborts the whole process (a Rust panic): refused with a TypeError, the
//   error better-sqlite3 gave, so a mistake is one failed request, not a stopped API;
// - text holding U+0000 is stored whole but read back cut at it: a write carrying such text is
//   refused (TEXT_WITH_NUL, a 400 as PostgreSQL's refusal is: db/errors.ts), a query may still
//   search for it;
// - it is built without better-sqlite3's defaults, set here: see openSqliteFile.

/** A SQLite file as Kysely's SqliteDialect takes it, with `pragma` and `exec` for the set-up. */
export interface SqliteFile extends SqliteDatabase {
  /** Runs `PRAGMA <source>`; its rows. */
  pragma(source: string): unknown;
  /** Runs one or more statements that take no parameters. */
  exec(sql: string): void;
}

/** The code of the SqliteError for a write carrying text with U+0000 in it. */
export const TEXT_WITH_NUL = 'SQLITE_TEXT_WITH_NUL';

/** What better-sqlite3 said for a value SQLite cannot bind. */
const UNBINDABLE = 'SQLite3 can only bind numbers, strings, bigints, buffers, and null';

function bindable(parameters: readonly unknown[], writes: boolean) {
  for (const parameter of parameters) {
    if (typeof parameter === 'boolean') throw new TypeError(UNBINDABLE);
    if (writes && typeof parameter === 'string' && parameter.includes('\0')) {
      throw new Libsql.SqliteError('Text with a NUL character cannot be stored.', TEXT_WITH_NUL);
    }
  }
  return parameters;
}

/** The row with each blob (ArrayBuffer) as a Buffer over the same bytes. */
function withBuffers(row: unknown) {
  const values = row as Record<string, unknown>;
  for (const key in values) {
    const value = values[key];
    if (value instanceof ArrayBuffer) values[key] = Buffer.from(value);
  }
  return row;
}

function statement(prepared: Libsql.Statement, writes: boolean): SqliteStatement {
  return {
    get reader() {
      return prepared.reader;
    },
    all(parameters) {
      const rows = prepared.all(bindable(parameters, writes));
      for (const row of rows) withBuffers(row);
      return rows;
    },
    run: (parameters) => prepared.run(bindable(parameters, writes)),
    *iterate(parameters) {
      for (const row of prepared.iterate(bindable(parameters, writes))) yield withBuffers(row);
    },
  };
}

/** Prepared statements kept per open file (the API's queries are a few hundred shapes). */
const STATEMENTS_KEPT = 1000;

/** Opens (or creates) the SQLite file at `file`. */
export function openSqliteFile(file: string): SqliteFile {
  const database = new Libsql(file);
  // better-sqlite3 was built with these defaults, libsql is not: in WAL mode a commit does not
  // wait for the disk (NORMAL: a power cut may lose the last commits, never corrupt the file;
  // FULL makes every small write about 5 ms), and a 16 MB page cache instead of 2 MB.
  database.exec('PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16000');
  // Each query's statement is prepared once and kept: libsql holds native memory for every
  // prepared statement until the garbage collector finds its handle, which a busy API (a hub
  // connection's checks, say) outruns (about 40 KB a connection, and a fan-out 3× slower).
  const prepared = new Map<string, SqliteStatement>();
  const prepare = (sql: string) => {
    let cached = prepared.get(sql);
    if (!cached) {
      if (prepared.size >= STATEMENTS_KEPT) prepared.delete(prepared.keys().next().value!);
      // Anything but a plain select may store its text parameters.
      cached = statement(database.prepare(sql), !/^\s*select\b/i.test(sql));
      prepared.set(sql, cached);
    }
    return cached;
  };
  return {
    prepare,
    pragma: (source) => database.pragma(source),
    exec: (sql) => {
      database.exec(sql);
    },
    close: () => {
      database.close();
    },
  };
}

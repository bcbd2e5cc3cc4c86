import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDatabaseBusy, isUniqueViolation, isUnstorableValue } from './errors.js';
import { openSqliteFile, type SqliteFile } from './sqlite.js';

// The SQLite driver as the portal sees it through db/sqlite.ts: what better-sqlite3 gave before
// (Buffers, TypeErrors, SQLite's codes, its build's defaults), whatever libsql does underneath.

let dir: string;
let file: string;
let db: SqliteFile;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sqlite-'));
  file = path.join(dir, 'test.sqlite');
  db = openSqliteFile(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table t (id integer primary key, name text unique, data blob)');
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const all = (sql: string, parameters: unknown[] = []) => db.prepare(sql).all(parameters);
const run = (sql: string, parameters: unknown[] = []) => db.prepare(sql).run(parameters);
const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('did not fail');
};

it('reads blobs as Buffers and integers as numbers', () => {
  const { lastInsertRowid, changes } = run('insert into t (name, data) values (?, ?)', [
    'a',
    Buffer.from([1, 2, 3]),
  ]);
  expect({ lastInsertRowid: Number(lastInsertRowid), changes: Number(changes) }).toEqual({
    lastInsertRowid: 1,
    changes: 1,
  });
  const [row] = all('select id, name, data, length(data) as size from t');
  expect(row).toEqual({ id: 1, name: 'a', data: Buffer.from([1, 2, 3]), size: 3 });
  expect(Buffer.isBuffer((row as { data: unknown }).data)).toBe(true);
  const [returned] = all('insert into t (name, data) values (?, ?) returning data', [
    'b',
    Buffer.alloc(0),
  ]);
  expect(returned).toEqual({ data: Buffer.alloc(0) });
  expect([...db.prepare('select data from t order by id').iterate([])]).toEqual([
    { data: Buffer.from([1, 2, 3]) },
    { data: Buffer.alloc(0) },
  ]);
});

it('refuses a boolean parameter with a TypeError (the process stays up)', () => {
  expect(failure(() => run('insert into t (name) values (?)', [true]))).toBeInstanceOf(TypeError);
  expect(failure(() => all('select ? as v', [false]))).toBeInstanceOf(TypeError);
});

it('searches for text with a NUL character but refuses to store it (a 400, as on PostgreSQL)', () => {
  expect(all('select ? = ? as same', ['a\u0000b', 'a\u0000b'])).toEqual([{ same: 1 }]);
  for (const sql of [
    'insert into t (name) values (?)',
    'insert into t (name) values (?) returning id',
    'update t set name = ?',
  ]) {
    expect(isUnstorableValue(failure(() => db.prepare(sql).all(['a\u0000b'])))).toBe(true);
  }
  expect(all('select count(*) as n from t')).toEqual([{ n: 0 }]);
});

it('reports constraint and lock failures with SQLite codes', () => {
  run('insert into t (name) values (?)', ['a']);
  expect(isUniqueViolation(failure(() => run('insert into t (name) values (?)', ['a'])))).toBe(
    true,
  );
  const other = openSqliteFile(file);
  try {
    other.exec('BEGIN IMMEDIATE');
    db.pragma('busy_timeout = 50');
    expect(isDatabaseBusy(failure(() => run('insert into t (name) values (?)', ['b'])))).toBe(true);
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
});

it('runs as better-sqlite3 was built to: WAL commits without waiting for the disk, 16 MB cache', () => {
  expect(db.pragma('synchronous')).toEqual([{ synchronous: 1 }]);
  expect(db.pragma('cache_size')).toEqual([{ cache_size: -16000 }]);
});

it('runs a query again, with other parameters, while a stream of the same query is read', () => {
  for (const name of ['a', 'b', 'c']) run('insert into t (name) values (?)', [name]);
  const sql = 'select name from t where id >= ? order by id';
  const streamed: unknown[] = [];
  for (const row of db.prepare(sql).iterate([1])) {
    streamed.push(row);
    // The statement is kept between queries: a second run must not disturb the stream.
    expect(all(sql, [3])).toEqual([{ name: 'c' }]);
  }
  expect(streamed).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  expect(all(sql, [2])).toEqual([{ name: 'b' }, { name: 'c' }]);
});

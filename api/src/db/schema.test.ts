import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/test-database.js';
import type { Db } from './database.js';
import { engineOf } from './engine.js';
import { TABLES, type ColumnFamily } from './schema-tables.js';

// schema.ts (through its runtime twin TABLES) against what the migrations really build: a column
// added to a migration and not to schema.ts, or the reverse, fails here or in the compiler. On
// PostgreSQL (DATABASE_URL) the same holds for the tables the same migrations build there.

/** A column as the database reports it. */
interface DbColumn {
  name: string;
  dataType: string;
  isNullable: boolean;
  isAutoIncrementing: boolean;
  hasDefaultValue: boolean;
}

/** PostgreSQL's types as the family SQLite stores them in (what migrations/postgres-ddl.ts makes). */
const POSTGRES_FAMILIES: Record<string, ColumnFamily> = {
  int8: 'integer',
  text: 'text',
  bytea: 'blob',
  float8: 'real',
};

/** SQLite's type affinity rules (https://www.sqlite.org/datatype3.html §3.1), in their order. */
function familyOf(declared: string): ColumnFamily | `unknown (${string})` {
  if (engineOf(db) === 'postgres') return POSTGRES_FAMILIES[declared] ?? `unknown (${declared})`;
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type === '' || type.includes('BLOB')) return 'blob';
  if (/REAL|FLOA|DOUB/.test(type)) return 'real';
  return `unknown (${declared})`;
}

let dir: string;
let db: Db;
let close: () => Promise<void>;
let columnsByTable: Map<string, DbColumn[]>;
let primaryKeys: Set<string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-schema-'));
  ({ db, close } = await openTestDatabase(dir));
  const tables = await db.introspection.getTables();
  columnsByTable = new Map(tables.map((table) => [table.name, table.columns]));
  // PostgreSQL reports a primary key column as NOT NULL itself.
  if (engineOf(db) === 'postgres') {
    primaryKeys = new Set();
    return;
  }
  const keys = await sql<{ table: string; column: string }>`
    select m.name as "table", p.name as "column"
    from sqlite_master m, pragma_table_info(m.name) p
    where m.type = 'table' and p.pk > 0`.execute(db);
  primaryKeys = new Set(keys.rows.map((key) => `${key.table}.${key.column}`));
});

afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('has no table that schema.ts lacks', () => {
  expect([...columnsByTable.keys()].sort()).toEqual(Object.keys(TABLES).sort());
});

describe.each(Object.entries(TABLES))('table %s', (table, declared: Record<string, string>) => {
  const columns = () => columnsByTable.get(table) ?? [];

  it('has the columns schema.ts declares, with their family and nullability', () => {
    // A primary key counts as NOT NULL: an INTEGER PRIMARY KEY is the rowid, and the text keys are
    // always written by the API (SQLite accepts NULL in them only for backward compatibility).
    const actual = Object.fromEntries(
      columns().map((column) => {
        const nullable = column.isNullable && !primaryKeys.has(`${table}.${column.name}`);
        return [column.name, `${familyOf(column.dataType)}${nullable ? ' null' : ''}`];
      }),
    );
    const expected = Object.fromEntries(
      Object.entries(declared).map(([name, spec]) => [name, spec.replace(' generated', '')]),
    );
    expect(actual).toEqual(expected);
  });

  it('fills every column schema.ts lets inserts omit', () => {
    const generated = Object.keys(declared).filter((name) => declared[name]?.endsWith('generated'));
    const unfilled = columns()
      .filter((column) => generated.includes(column.name))
      .filter((column) => !column.hasDefaultValue && !column.isAutoIncrementing)
      .map((column) => column.name);
    expect(unfilled).toEqual([]);
  });
});

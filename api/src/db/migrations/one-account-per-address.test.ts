import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../database.js';
import { openSqliteFile } from '../sqlite.js';
import { migrationProvider } from './index.js';

// A database that was running before addresses were kept lower-cased: what the next start does
// with the addresses it holds.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-emails-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A database file migrated up to the comments, with users holding these addresses. */
async function databaseBefore(emails: string[]) {
  const file = path.join(dir, 'before.sqlite');
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: openSqliteFile(file) }),
  });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    '2026-11-23-040-comments',
  );
  if (error) throw error;
  for (const email of emails) {
    await sql`insert into users (email, user_name, password_hash) values (${email}, 'x', '')`.execute(
      db,
    );
  }
  await db.destroy();
  return file;
}

it('lower-cases the addresses it holds and then refuses a second account for one address', async () => {
  const db = await openDatabase(
    await databaseBefore(['Mixed.Case@Example.com', 'plain@example.com']),
  );
  try {
    const emails = await db.selectFrom('users').select('email').orderBy('id').execute();
    expect(emails.map((row) => row.email)).toEqual(['mixed.case@example.com', 'plain@example.com']);
    await expect(
      sql`insert into users (email, user_name, password_hash) values ('PLAIN@example.com', 'y', '')`.execute(
        db,
      ),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
  } finally {
    await db.destroy();
  }
});

it('stops with the addresses named when two accounts differ only in case', async () => {
  const file = await databaseBefore(['Dup@example.com', 'dup@example.com', 'single@example.com']);
  await expect(openDatabase(file)).rejects.toThrow(/dup@example\.com \(users 1, 2\)/);
});

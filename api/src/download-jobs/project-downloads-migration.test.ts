import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../db/database.js';
import { migrationProvider } from '../db/migrations/index.js';
import { openSqliteFile } from '../db/sqlite.js';

// A database that held post download jobs before a job could pack a whole project: what the
// next start (migration 0012, the table rebuilt with post_id nullable) does with them.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-project-downloads-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const JOB = {
  status: 'Completed',
  progress: 100,
  file_name: 'pavilion-renders.zip',
  file_size: 1234,
  error: null,
  attempts: 1,
  created_at: '2026-11-25T10:00:00.000Z',
  started_at: '2026-11-25T10:00:01.000Z',
  completed_at: '2026-11-25T10:00:02.000Z',
};

/** A database migrated up to the uploads, with two post jobs of which the newest was deleted. */
async function databaseBefore() {
  const file = path.join(dir, 'before.sqlite');
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: openSqliteFile(file) }),
  });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    '2026-11-25-070-uploads',
  );
  if (error) throw error;
  await sql`insert into clients (name) values ('Harbour')`.execute(db);
  await sql`insert into users (email, user_name, password_hash) values ('a@example.com', 'a', '')`.execute(
    db,
  );
  await sql`insert into projects (client_id, name) values (1, 'Pavilion')`.execute(db);
  await sql`insert into posts (project_id, title) values (1, 'Renders')`.execute(db);
  for (let i = 0; i < 2; i += 1) {
    await sql`insert into download_jobs
      (user_id, project_id, post_id, status, progress, file_name, file_size, error, attempts,
       created_at, started_at, completed_at)
      values (1, 1, 1, ${JOB.status}, ${JOB.progress}, ${JOB.file_name}, ${JOB.file_size},
        ${JOB.error}, ${JOB.attempts}, ${JOB.created_at}, ${JOB.started_at},
        ${JOB.completed_at})`.execute(db);
  }
  await sql`delete from download_jobs where id = 2`.execute(db);
  await db.destroy();
  return file;
}

it('keeps every job, its id counter, indexes and foreign keys, and lets a job have no post', async () => {
  const db = await openDatabase(await databaseBefore());
  try {
    const jobs = await db.selectFrom('download_jobs').selectAll().execute();
    // (Leases came later, with migration 0015: a finished job holds none.)
    expect(jobs).toEqual([
      {
        id: 1,
        user_id: 1,
        project_id: 1,
        post_id: 1,
        notification_id: null,
        ...JOB,
        lease_owner: null,
        lease_expires_at: null,
      },
    ]);

    // A whole project's job; the deleted job's id is not given again.
    const { id } = await db
      .insertInto('download_jobs')
      .values({ ...JOB, user_id: 1, project_id: 1, post_id: null, status: 'Queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(3);

    const indexes = await sql<{ name: string }>`
      select name from pragma_index_list('download_jobs') order by name`.execute(db);
    expect(indexes.rows.map((row) => row.name)).toEqual([
      'download_jobs_status',
      'download_jobs_user',
    ]);
    const keys = await sql<{ table: string; from: string; on_delete: string }>`
      select "table", "from", on_delete from pragma_foreign_key_list('download_jobs')
      order by "from"`.execute(db);
    expect(keys.rows).toEqual([
      { table: 'notifications', from: 'notification_id', on_delete: 'SET NULL' },
      { table: 'posts', from: 'post_id', on_delete: 'CASCADE' },
      { table: 'projects', from: 'project_id', on_delete: 'CASCADE' },
      { table: 'users', from: 'user_id', on_delete: 'CASCADE' },
    ]);
    // The keys still hold: deleting the project takes its jobs, the post's and the project's.
    await db.deleteFrom('projects').where('id', '=', 1).execute();
    expect(await db.selectFrom('download_jobs').selectAll().execute()).toEqual([]);
  } finally {
    await db.destroy();
  }
});

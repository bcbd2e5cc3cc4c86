import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

// Published: what it does on SQLite never changes (see ./index.ts); PostgreSQL has its branch.

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-26-090-project-downloads';

/**
 * A download job may pack a whole project ('Download all'): `download_jobs.post_id` becomes
 * nullable (null for a project's job, whose `project_id` says which). SQLite cannot drop a NOT
 * NULL, so the table is rebuilt (https://www.sqlite.org/lang_altertable.html#otheralter): the same
 * columns, foreign keys and indexes, every row copied (ids and their counter kept), in one
 * transaction. No table refers to
 * download_jobs, so foreign keys can stay on.
 */
export async function up(db: Kysely<unknown>) {
  // PostgreSQL drops a NOT NULL in place (ids, identity, indexes and keys untouched), inside the
  // transaction its migrations already run in; the rebuild below is SQLite's alone.
  if (engineOf(db) === 'postgres') {
    await db.schema
      .alterTable('download_jobs')
      .alterColumn('post_id', (column) => column.dropNotNull())
      .execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('download_jobs_new')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer')
      .addColumn('error', 'text')
      .addColumn('notification_id', 'integer', (c) =>
        c.references('notifications.id').onDelete('set null'),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('completed_at', 'text')
      .execute();
    const columns = sql.raw(
      'id, user_id, project_id, post_id, status, progress, file_name, file_size, error, ' +
        'notification_id, attempts, created_at, started_at, completed_at',
    );
    await sql`insert into download_jobs_new (${columns}) select ${columns} from download_jobs`.execute(
      trx,
    );
    // The AUTOINCREMENT counter carries over, so a deleted job's id is never given again (its
    // zip's name, a tab's cached answer); the old table's indexes go with it.
    const { rows } = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'download_jobs'`.execute(trx);
    await trx.schema.dropTable('download_jobs').execute();
    await trx.schema.alterTable('download_jobs_new').renameTo('download_jobs').execute();
    const seq = rows[0]?.seq ?? 0;
    await sql`delete from sqlite_sequence where name = 'download_jobs'`.execute(trx);
    if (seq > 0) {
      await sql`insert into sqlite_sequence (name, seq) values ('download_jobs', ${seq})`.execute(
        trx,
      );
    }
    await trx.schema
      .createIndex('download_jobs_status')
      .on('download_jobs')
      .columns(['status', 'id'])
      .execute();
    await trx.schema
      .createIndex('download_jobs_user')
      .on('download_jobs')
      .columns(['user_id', 'id'])
      .execute();
  });
}

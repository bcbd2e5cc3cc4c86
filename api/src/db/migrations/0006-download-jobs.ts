import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-23-030-download-jobs';

/** Zip download jobs of a post's media, run by the download worker. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('download_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
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
  await db.schema
    .createIndex('download_jobs_status')
    .on('download_jobs')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('download_jobs_user')
    .on('download_jobs')
    .columns(['user_id', 'id'])
    .execute();
}

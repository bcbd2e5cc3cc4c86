import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-23-040-comments';

/** Comments on projects, one reply level deep. */
export async function up(db: Kysely<unknown>) {
  // A deleted comment with replies stays as a tombstone (deleted_at set, text emptied) so its
  // thread keeps its shape; a deleted author leaves their comments behind without a name.
  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('comments_thread')
    .on('comments')
    .columns(['project_id', 'parent_id', 'id'])
    .execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-28-130-media-review';

/**
 * Review on media (reviews/): threads pinned to a place in a medium with their replies, and the
 * approval decisions, both removed with their medium (and so with its post and project).
 * A video's frame rate and duration, measured when it is uploaded, give its timecodes and bound
 * the times a comment may be pinned to (null: not measured, e.g. a linked video).
 */
export async function up(db: Kysely<unknown>) {
  // 'double precision': REAL affinity on SQLite, float8 on PostgreSQL (29.97 frames a second).
  await db.schema.alterTable('media').addColumn('frame_rate', 'double precision').execute();
  await db.schema.alterTable('media').addColumn('duration', 'double precision').execute();

  // A thread is a row without parent_id, numbered 1..N per medium; its replies name it. A deleted
  // thread with replies stays as a tombstone (deleted_at set, text emptied); anchor, drawing and
  // mentions are JSON text; a deleted author leaves their words behind without a name.
  await db.schema
    .createTable('media_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('media_comments.id').onDelete('cascade'))
    .addColumn('number', 'integer')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('anchor', 'text')
    .addColumn('drawing', 'text')
    .addColumn('mentions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('media_comments_thread')
    .on('media_comments')
    .columns(['media_id', 'parent_id'])
    .execute();
  await db.schema
    .createIndex('media_comments_parent')
    .on('media_comments')
    .column('parent_id')
    .execute();
  // Replies have no number (NULLs never collide), so this holds threads only.
  await db.schema
    .createIndex('media_comments_number')
    .on('media_comments')
    .columns(['media_id', 'number'])
    .unique()
    .execute();

  // Every decision is kept (the history); the latest one is the medium's state.
  await db.schema
    .createTable('media_decisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('on_behalf_of_client_id', 'integer', (c) =>
      c.references('clients.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_decisions_media')
    .on('media_decisions')
    .columns(['media_id', 'id'])
    .execute();
}

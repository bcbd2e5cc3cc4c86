import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-03-100-review-due-dates';

/**
 * Review due dates (due-dates/): the day a post's media, or one medium, are due for review
 * (`due_on`, `YYYY-MM-DD` in Sydney; null: none), and the reminders sent about them
 * (`review_reminders`, one per medium, person, due day and kind, so none is ever sent twice).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('posts').addColumn('due_on', 'text').execute();
  await db.schema.alterTable('media').addColumn('due_on', 'text').execute();
  await db.schema
    .createTable('review_reminders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_reminders_key')
    .on('review_reminders')
    .columns(['media_id', 'user_id', 'due_on', 'kind'])
    .unique()
    .execute();
}

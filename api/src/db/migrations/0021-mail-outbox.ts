import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-01-100-mail-outbox';

/**
 * E-mail about notifications (mail/): each person's choice per kind (`mail_preferences`; a kind
 * without a row has its default), the outbox of messages to send (`mail_outbox`, a leased job per
 * message: one per notification and channel, or one digest per person and day) and the items
 * waiting for a person's next digest (`mail_digest_items`, one per notification).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('notification_id', 'integer', (c) =>
      c.references('notifications.id').onDelete('cascade'),
    )
    .addColumn('digest_day', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_notification')
    .on('mail_outbox')
    .columns(['notification_id', 'channel'])
    .unique()
    .execute();
  await db.schema
    .createIndex('mail_outbox_digest')
    .on('mail_outbox')
    .columns(['user_id', 'digest_day'])
    .unique()
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').column('status').execute();
  await db.schema
    .createTable('mail_digest_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().unique().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('mail_digest_items_waiting')
    .on('mail_digest_items')
    .columns(['outbox_id', 'user_id'])
    .execute();
}

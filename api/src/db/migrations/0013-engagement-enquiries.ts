import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-26-100-engagement-enquiries';

/** Enquiries sent from the public engagement form, and who marked each handled. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('engagement_enquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('organisation', 'text')
    .addColumn('phone', 'text')
    .addColumn('engagement_types', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    // The enquiry outlives the admin who handled it.
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('engagement_enquiries_created')
    .on('engagement_enquiries')
    .columns(['created_at', 'id'])
    .execute();
}

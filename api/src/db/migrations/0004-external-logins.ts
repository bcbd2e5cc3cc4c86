import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-23-004-external-logins';

/** Links between portal users and their accounts at OpenID providers. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('external_logins')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_logins_pk', ['provider', 'subject'])
    .execute();
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-22-003-two-factor';

/** The two-factor switch on users and the pending sign-in challenges. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'integer')
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_url', 'text')
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-23-020-impersonation-audit';

/** The log of impersonation starts and stops. */
export async function up(db: Kysely<unknown>) {
  // No foreign keys: the log must outlive the users and clients it names.
  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull())
    .addColumn('target_user_id', 'integer')
    .addColumn('client_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('impersonation_audit_created')
    .on('impersonation_audit')
    .column('created_at')
    .execute();
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-27-120-download-job-leases';

/**
 * Several API processes share the download queue: a job being packed is leased to one worker
 * (`lease_owner`) until `lease_expires_at` (ISO 8601), which that worker keeps pushing forward
 * while it packs. A job whose lease ran out lost its worker and may be claimed by another. Plain
 * `text` columns added one at a time, so the same migration runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('download_jobs').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('download_jobs').addColumn('lease_expires_at', 'text').execute();
}

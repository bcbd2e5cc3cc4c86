import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-28-140-media-previews';

/**
 * A medium's previews (previews/): one row per stored original they are made from (`source_key`),
 * which is both the job in the leased queue (status, attempts, lease, a retry's `due_at`) and,
 * once made, the list of preview files (`files`, JSON) with the original's upright size. Removed
 * with the medium; the files under `previews/<source_key>/` go with it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('media_previews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('error', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('files', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('media_previews_source')
    .on('media_previews')
    .columns(['media_id', 'source_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('media_previews_status')
    .on('media_previews')
    .column('status')
    .execute();
}

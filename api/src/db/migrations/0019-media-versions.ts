import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-29-100-media-versions';

/**
 * Versions of a medium (media/versions.ts). The `media` row holds the latest version's file
 * (so its id, place, links, embeds and shares follow the latest) with its number and who
 * uploaded it when; `media_versions` keeps each earlier version's file, never changed again.
 * Comments and decisions record the version they were made on (1 for everything before).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('media')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('media').addColumn('uploaded_at', 'text').execute();
  await db.schema
    .alterTable('media')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('media_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('size', 'integer')
    .addColumn('frame_rate', 'double precision')
    .addColumn('duration', 'double precision')
    .addColumn('uploaded_at', 'text')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('media_versions_number')
    .on('media_versions')
    .columns(['media_id', 'number'])
    .unique()
    .execute();
  for (const table of ['media_comments', 'media_decisions']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-28-150-preview-details';

/**
 * What a tile says of a medium's previews beyond their status: how far a long job (a video's
 * transcode) has got, in thousandths (null while it has not started, and for jobs that report
 * none), and a PDF's page count (null for other media).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('media_previews').addColumn('progress', 'integer').execute();
  await db.schema.alterTable('media_previews').addColumn('pages', 'integer').execute();
}

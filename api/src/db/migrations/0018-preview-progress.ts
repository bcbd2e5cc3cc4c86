import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-28-150-preview-progress';

/**
 * How far a long preview job (a video's transcode) has got, in thousandths (null while it has
 * not started, and for jobs that report none), so a tile can say "Preparing preview… 42%".
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('media_previews').addColumn('progress', 'integer').execute();
}

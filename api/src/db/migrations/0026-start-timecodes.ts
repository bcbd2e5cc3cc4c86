import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-07-110-start-timecodes';

/**
 * A video's own start timecode (`HH:MM:SS:FF`, `;` before the frames when drop-frame), as
 * ffprobe reads it from the file (a QuickTime `tmcd` track or the container's tag) when its
 * previews are made: exported markers sit at the editor's timecodes. Null: none, or not probed yet.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('media').addColumn('start_timecode', 'text').execute();
  await db.schema.alterTable('media_versions').addColumn('start_timecode', 'text').execute();
}

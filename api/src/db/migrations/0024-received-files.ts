import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-05-100-received-files';

/**
 * Files received through an upload link wait until someone at the studio shares them
 * (upload-links/CONTEXT.md): `awaiting_share` 1 while a received file is seen only by the
 * studio's managers, the link's maker and the post's editors; 0 for every other medium, those
 * already received included (they were shown as they came).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('media')
    .addColumn('awaiting_share', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

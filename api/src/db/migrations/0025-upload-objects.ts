import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-07-100-upload-objects';

/**
 * Where an upload's file goes, decided by the server at its first chunk (uploads/CONTEXT.md):
 * `file_key` the media key the finished file takes, `store_upload_id` the object store's id of
 * the multipart upload its chunks are parts of (null on disk). Both null on rows of uploads that
 * began before (the key is then chosen at the finish, as it was).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('uploads').addColumn('file_key', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('store_upload_id', 'text').execute();
}

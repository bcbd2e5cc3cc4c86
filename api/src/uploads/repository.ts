import type { Db } from '../db/database.js';
import type { UploadTable } from '../db/schema.js';
import type { StoredUpload } from './upload-store.js';

/** An upload in progress as stored. */
export type UploadRow = UploadTable;

/** An upload's row, or undefined. */
export const findUpload = (db: Db, uploadId: string) =>
  db.selectFrom('uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();

/**
 * Stores a new upload unless its id is already taken, and answers the row that holds the id:
 * two first chunks of one file may arrive at once, and the second must find the first's row.
 */
export async function claimUpload(db: Db, row: UploadRow) {
  await db
    .insertInto('uploads')
    .values(row)
    .onConflict((conflict) => conflict.column('upload_id').doNothing())
    .execute();
  return (await findUpload(db, row.upload_id))!;
}

/**
 * Records a stored chunk (replacing an earlier copy) and counts the upload as active now;
 * answers how many chunks the upload holds, or null when the upload is gone (cancelled or
 * finished while the chunk streamed).
 */
export function recordChunk(
  db: Db,
  chunk: { uploadId: string; chunkNumber: number; size: number; sha256: string },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const touched = await trx
      .updateTable('uploads')
      .set({ updated_at: now.toISOString() })
      .where('upload_id', '=', chunk.uploadId)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return null;
    await trx
      .insertInto('upload_chunks')
      .values({
        upload_id: chunk.uploadId,
        chunk_number: chunk.chunkNumber,
        size: chunk.size,
        sha256: chunk.sha256,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['upload_id', 'chunk_number'])
          .doUpdateSet({ size: chunk.size, sha256: chunk.sha256 }),
      )
      .execute();
    const { count } = await trx
      .selectFrom('upload_chunks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('upload_id', '=', chunk.uploadId)
      .executeTakeFirstOrThrow();
    return Number(count);
  });
}

/** Counts a chunk as not received (its bytes may have been overwritten by a refused copy). */
export const forgetChunk = (db: Db, uploadId: string, chunkNumber: number) =>
  db
    .deleteFrom('upload_chunks')
    .where('upload_id', '=', uploadId)
    .where('chunk_number', '=', chunkNumber)
    .execute();

/** An upload's chunk rows, by number. */
export const chunksOf = (db: Db, uploadId: string) =>
  db
    .selectFrom('upload_chunks')
    .select(['chunk_number', 'size'])
    .where('upload_id', '=', uploadId)
    .orderBy('chunk_number')
    .execute();

/**
 * Removes an upload's rows (its chunks go with it); whether they were there (a finish elsewhere
 * may have removed them first, and then its file is a medium's).
 */
export async function deleteUpload(db: Db, uploadId: string) {
  const removed = await db
    .deleteFrom('uploads')
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** Uploads whose last chunk arrived before `before`. */
export const uploadsIdleSince = (db: Db, before: Date) =>
  db.selectFrom('uploads').selectAll().where('updated_at', '<', before.toISOString()).execute();

/** Every id the uploads in progress are known by: theirs, and their stores' own. */
export async function liveUploadIds(db: Db) {
  const rows = await db.selectFrom('uploads').select(['upload_id', 'store_upload_id']).execute();
  return new Set(rows.flatMap((row) => [row.upload_id, row.store_upload_id ?? []].flat()));
}

/**
 * Sets one of the columns that say where an upload's bytes go unless it is set already (two
 * first chunks may race: the first to set it wins); the row as it then is, or undefined when
 * the upload is gone.
 */
export async function settleUploadTarget(
  db: Db,
  uploadId: string,
  column: 'file_key' | 'store_upload_id',
  value: string,
) {
  await db
    .updateTable('uploads')
    .set({ [column]: value })
    .where('upload_id', '=', uploadId)
    .where(column, 'is', null)
    .execute();
  return findUpload(db, uploadId);
}

/**
 * An upload as its store knows it. A row begun before the key was kept has none yet (the
 * finish chooses it); the folder on disk goes by the upload's id alone.
 */
export const storedUploadOf = (row: UploadRow): StoredUpload => ({
  uploadId: row.upload_id,
  fileKey: row.file_key ?? '',
  storeUploadId: row.store_upload_id,
});

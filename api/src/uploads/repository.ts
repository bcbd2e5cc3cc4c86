import type { Db } from '../db/database.js';
import type { UploadTable } from '../db/schema.js';

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

/** Removes an upload's rows (its chunks go with it). */
export const deleteUpload = (db: Db, uploadId: string) =>
  db.deleteFrom('uploads').where('upload_id', '=', uploadId).execute();

/** The ids of uploads whose last chunk arrived before `before`. */
export async function uploadsIdleSince(db: Db, before: Date) {
  const rows = await db
    .selectFrom('uploads')
    .select('upload_id')
    .where('updated_at', '<', before.toISOString())
    .execute();
  return rows.map((row) => row.upload_id);
}

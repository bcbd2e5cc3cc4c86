import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { LeasedQueue } from '../jobs/leased-queue.js';
import { announceJob } from '../jobs/queue-wake.js';
import { PREVIEW_TYPES, PreviewStatus } from './preview-files.js';

/** Previews in the shared leased queue: a retry waits for its `due_at`. */
export const PREVIEWS: LeasedQueue<'media_previews'> = {
  table: 'media_previews',
  queued: PreviewStatus.Queued,
  working: PreviewStatus.Working,
  due: (now) => sql<SqlBool>`(due_at is null or due_at <= ${now})`,
};

/**
 * Queues the previews of a stored medium's file, when its type gets previews (once per file:
 * queueing the same file again changes nothing). True when there is a job to wake a worker for.
 */
export async function queuePreviews(
  db: Db,
  media: { id: number; mediaType: string; fileKey: string | null },
) {
  if (!media.fileKey || !PREVIEW_TYPES.includes(media.mediaType)) return false;
  await db
    .insertInto('media_previews')
    .values({
      media_id: media.id,
      source_key: media.fileKey,
      status: PreviewStatus.Queued,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['media_id', 'source_key']).doNothing())
    .execute();
  // Workers of other processes and machines hear of it once the job is committed.
  await announceJob(db, PREVIEWS.table);
  return true;
}

/**
 * Queues the previews of every stored medium that has none for its file (the demo seed's, and
 * what was uploaded before previews existed). Safe in several processes at once.
 */
export async function queueMissingPreviews(db: Db) {
  const missing = await db
    .selectFrom('media')
    .leftJoin('media_previews', (join) =>
      join
        .onRef('media_previews.media_id', '=', 'media.id')
        .onRef('media_previews.source_key', '=', 'media.file_key'),
    )
    .select(['media.id', 'media.media_type', 'media.file_key'])
    .where('media.file_key', 'is not', null)
    .where('media.media_type', 'in', PREVIEW_TYPES)
    .where('media_previews.id', 'is', null)
    .orderBy('media.id')
    .execute();
  for (const media of missing) {
    await queuePreviews(db, { id: media.id, mediaType: media.media_type, fileKey: media.file_key });
  }
  return missing.length;
}

/**
 * Queues again the previews that failed only because this server could not make them then
 * (`reason`: ffmpeg was missing), once it can. Returns how many.
 */
export async function requeueFailed(db: Db, reason: string) {
  const result = await db
    .updateTable('media_previews')
    .set({ status: PreviewStatus.Queued, error: null, attempts: 0, completed_at: null })
    .where('status', '=', PreviewStatus.Failed)
    .where('error', '=', reason)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

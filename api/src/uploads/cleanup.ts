import { ABANDONED_UPLOAD_MS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { removeLapsedAttachments } from '../reviews/attachment-repository.js';
import { deleteUpload, liveUploadIds, storedUploadOf, uploadsIdleSince } from './repository.js';
import type { UploadStore } from './upload-store.js';

/**
 * Removes uploads no chunk reached for ABANDONED_UPLOAD_MS (rows, and their chunks or file in
 * the store), then what the store holds of uploads no row names that old (a crash between a
 * write and its row). `now` is the clock, so a test need not wait a day.
 */
export async function removeAbandonedUploads(db: Db, store: UploadStore, now = Date.now()) {
  const abandoned: string[] = [];
  for (const upload of await uploadsIdleSince(db, new Date(now - ABANDONED_UPLOAD_MS))) {
    // Finished elsewhere meanwhile: its file is a medium's now, and stays.
    if (!(await deleteUpload(db, upload.upload_id))) continue;
    await store.remove(storedUploadOf(upload));
    abandoned.push(upload.upload_id);
  }
  // A live upload is touched by every chunk, as its row is: only leftovers are this old.
  const leftovers = await store.removeLeftovers(ABANDONED_UPLOAD_MS, await liveUploadIds(db), now);
  return { abandoned, leftovers };
}

/**
 * Removes comment attachments no comment used within ABANDONED_UPLOAD_MS of their finish: their
 * rows, then their files in the media store (a file that will not go is logged; the stray
 * sweep finds it). The keys removed.
 */
export async function removeUnusedAttachments(
  db: Db,
  media: FileStore,
  now = Date.now(),
  log: (error: unknown, message: string) => void = () => {},
) {
  const keys = await removeLapsedAttachments(db, new Date(now - ABANDONED_UPLOAD_MS));
  for (const key of keys) {
    await media.remove(key).catch((error: unknown) => log(error, `Could not remove ${key}`));
  }
  return keys;
}

/**
 * Sweeps abandoned uploads (and unused comment attachments) once the API is ready and then every `intervalMs`; the timer does
 * not keep the process alive and stops when the API closes.
 */
export function scheduleUploadCleanup(
  app: FastifyInstance,
  db: Db,
  stores: { uploads: UploadStore; media: FileStore },
  intervalMs: number,
) {
  const log = (error: unknown, message: string) => app.log.error(error, message);
  const sweep = async () => {
    await removeAbandonedUploads(db, stores.uploads).catch((error: unknown) =>
      log(error, 'Could not remove abandoned uploads'),
    );
    await removeUnusedAttachments(db, stores.media, Date.now(), log).catch((error: unknown) =>
      log(error, 'Could not remove unused comment attachments'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

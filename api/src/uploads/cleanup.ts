import { ABANDONED_UPLOAD_MS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { deleteUpload, uploadsIdleSince } from './repository.js';
import type { UploadStore } from './upload-store.js';

/**
 * Removes uploads no chunk reached for ABANDONED_UPLOAD_MS (rows and chunk files), then chunk
 * folders left without a row that old (a crash between a write and its row). `now` is the
 * clock, so a test need not wait a day.
 */
export async function removeAbandonedUploads(db: Db, store: UploadStore, now = Date.now()) {
  const abandoned = await uploadsIdleSince(db, new Date(now - ABANDONED_UPLOAD_MS));
  for (const uploadId of abandoned) {
    await deleteUpload(db, uploadId);
    await store.remove(uploadId);
  }
  // A live upload's folder is touched by every chunk, as its row is: only leftovers are this old.
  const leftovers = await store.removeOlderThan(ABANDONED_UPLOAD_MS, now);
  return { abandoned, leftovers };
}

/**
 * Sweeps abandoned uploads once the API is ready and then every `intervalMs`; the timer does
 * not keep the process alive and stops when the API closes.
 */
export function scheduleUploadCleanup(
  app: FastifyInstance,
  db: Db,
  store: UploadStore,
  intervalMs: number,
) {
  const sweep = () =>
    removeAbandonedUploads(db, store).catch((error: unknown) =>
      app.log.error(error, 'Could not remove abandoned uploads'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

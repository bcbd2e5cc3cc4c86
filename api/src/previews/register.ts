import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { diskFileStore } from '../media/file-store.js';
import { PreviewWorker, type PreviewWorkerOptions } from './preview-worker.js';
import { queueMissingPreviews } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The preview worker of this API (tests wait for it); absent when turned off. */
    previews?: PreviewWorker;
  }
}

/**
 * The preview worker, running while the API is up: at start it queues the pictures that have no
 * previews yet (the demo seed's on first start), then makes every queued one.
 */
export function registerPreviews(
  app: FastifyInstance,
  db: Db,
  config: Pick<ApiConfig, 'mediaDir' | 'downloadJobLeaseMs'>,
  options: PreviewWorkerOptions = {},
) {
  // One of libvips' threads: a render being scaled leaves the other cores to the API's answers.
  sharp.concurrency(1);
  const leaseMs = options.leaseMs ?? config.downloadJobLeaseMs;
  const worker = new PreviewWorker(db, diskFileStore(config.mediaDir), {
    logError: (error, message) => app.log.error(error, message),
    leaseMs,
    pollMs: Math.min(10_000, leaseMs),
    ...options,
  });
  app.decorate('previews', worker);
  app.addHook('onReady', async () => {
    await queueMissingPreviews(db);
    worker.start();
  });
  // The database closes after app.close(): the worker must be idle by then.
  app.addHook('onClose', () => worker.stop());
  return worker;
}

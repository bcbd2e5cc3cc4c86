import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { fileStoreFor } from '../media/store-for.js';
import path from 'node:path';
import { findFfmpeg } from './ffmpeg.js';
import { NO_FFMPEG } from './make-previews.js';
import { PreviewWorker, type PreviewWorkerOptions } from './preview-worker.js';
import { listenForJobs } from '../jobs/queue-wake.js';
import { PREVIEWS, queueMissingPreviews, requeueFailed } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The preview workers of this API (tests wait for them); absent when turned off. */
    previews?: PreviewWorkers;
  }
}

/** The preview workers of one process (`PREVIEW_WORKERS`), started, woken and stopped as one. */
export class PreviewWorkers {
  constructor(private readonly workers: readonly PreviewWorker[]) {}

  start() {
    for (const worker of this.workers) worker.start();
  }

  /** Each looks for a job (one claims it; the others find none). */
  wake() {
    for (const worker of this.workers) worker.wake();
  }

  async idle() {
    await Promise.all(this.workers.map((worker) => worker.idle()));
  }

  async stop() {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}

/** Said once at start on a machine without ffmpeg. */
export const NO_FFMPEG_WARNING =
  'ffmpeg was not found: videos get no poster or web copy and play as they were uploaded ' +
  '(install it with `apt-get install -y ffmpeg`, or set FFMPEG_PATH and FFPROBE_PATH).';

/**
 * The preview workers, running while `app` is up (an API process's, or a worker process's of
 * `worker-main.ts`): at start it queues the media that have no previews yet (the demo seed's on
 * first start), and, with workers, again the videos that failed for want of ffmpeg once it is
 * there, then makes every queued one. With none (`previewWorkers` 0) it only queues: ffmpeg is
 * the worker machines' business, not looked for here.
 */
export function registerPreviews(
  app: FastifyInstance,
  db: Db,
  config: Pick<
    ApiConfig,
    'databaseUrl' | 'mediaDir' | 'mediaStore' | 'downloadJobLeaseMs' | 'previewWorkers'
  >,
  options: PreviewWorkerOptions = {},
) {
  // One of libvips' threads: a render being scaled leaves the other cores to the API's answers.
  sharp.concurrency(1);
  const leaseMs = options.leaseMs ?? config.downloadJobLeaseMs;
  const working = config.previewWorkers > 0;
  const ffmpeg = !working ? null : options.ffmpeg === undefined ? findFfmpeg() : options.ffmpeg;
  if (working && !ffmpeg) app.log.warn(NO_FFMPEG_WARNING);
  const store = fileStoreFor(config);
  const worker = new PreviewWorkers(
    Array.from(
      { length: config.previewWorkers },
      () =>
        new PreviewWorker(db, store, {
          logError: (error, message) => app.log.error(error, message),
          leaseMs,
          pollMs: Math.min(10_000, leaseMs),
          // Beside the store, so a finished transcode moves in by a rename.
          workDir: path.join(config.mediaDir, '.work', 'previews'),
          ...options,
          ffmpeg,
        }),
    ),
  );
  app.decorate('previews', worker);
  let listener: ReturnType<typeof listenForJobs> | undefined;
  app.addHook('onReady', async () => {
    await queueMissingPreviews(db);
    if (ffmpeg) await requeueFailed(db, NO_FFMPEG);
    worker.start();
    // On PostgreSQL a job queued by any process wakes these workers at once (LISTEN/NOTIFY).
    if (config.databaseUrl && working) {
      listener = listenForJobs(
        config.databaseUrl,
        PREVIEWS.table,
        () => worker.wake(),
        (error, message) => app.log.warn(error, message),
      );
    }
  });
  // The database closes after app.close(): the worker must be idle by then.
  app.addHook('onClose', async () => {
    await listener?.stop();
    await worker.stop();
  });
  return worker;
}

import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { announceJob } from '../jobs/queue-wake.js';
import type { NotificationService } from '../notifications/service.js';
import { DownloadNotifier } from './notifier.js';
import { DOWNLOADS } from './queue.js';
import { DownloadRetention, retentionMsOf } from './retention.js';
import { downloadJobRoutes } from './routes.js';
import { fileStoreFor } from '../media/store-for.js';
import { downloadStoreFor } from './store-for.js';
import { DownloadWorker, type WorkerOptions } from './worker.js';

/** How often expired jobs and leftover files are swept by default. */
const SWEEP_MS = 3600 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The download worker and the retention sweep of this API (tests wait for and drive them). */
    downloadJobs: { worker: DownloadWorker; retention: DownloadRetention };
  }
}

/** The settings the packing of download jobs reads. */
export type DownloadWorkConfig = Pick<
  ApiConfig,
  'downloadDir' | 'downloadJobLeaseMs' | 'downloadRetentionDays' | 'mediaDir' | 'mediaStore'
>;

/**
 * The download worker of an API process that packs nothing (BACKGROUND_WORK off): woken by the
 * routes once a job is committed, it announces the job to the worker processes instead (on
 * PostgreSQL; on SQLite they find it at their poll). Never started.
 */
class AnnouncingDownloadWorker extends DownloadWorker {
  override wake() {
    void announceJob(this.db, DOWNLOADS.table).catch((error: unknown) =>
      this.logError(error, 'A queued download could not be announced'),
    );
  }
}

/**
 * The download worker and the retention sweep, decorated on `app` as `downloadJobs`; with
 * `running` (an API process with BACKGROUND_WORK, or a worker process) they run while `app` is up.
 */
export function registerDownloadWork(
  app: FastifyInstance,
  db: Db,
  config: DownloadWorkConfig,
  notifications: NotificationService,
  options: WorkerOptions = {},
  { running = true }: { running?: boolean } = {},
) {
  // One folder or bucket every process shares: any of them packs a job, any serves its zip.
  const store = downloadStoreFor(config);
  const retentionMs = options.retentionMs ?? retentionMsOf(config.downloadRetentionDays);
  const logError = (error: unknown, message: string) => app.log.error(error, message);
  const notifier = new DownloadNotifier(db, notifications, retentionMs);
  const files = fileStoreFor(config);
  // The lease is renewed three times within its length; a free worker looks for jobs whose
  // lease ran out at least that often too.
  const leaseMs = config.downloadJobLeaseMs;
  const Worker = running ? DownloadWorker : AnnouncingDownloadWorker;
  const worker = new Worker(db, store, notifier, files, {
    logError,
    leaseMs,
    heartbeatMs: Math.max(1, Math.floor(leaseMs / 3)),
    pollMs: Math.min(10_000, leaseMs),
    ...options,
  });
  const retention = new DownloadRetention(db, store, notifier, {
    retentionMs,
    sweepMs: options.sweepMs ?? SWEEP_MS,
    now: Date.now,
    logError,
  });
  app.decorate('downloadJobs', { worker, retention });
  if (running) {
    app.addHook('onReady', async () => {
      await worker.start();
      await retention.start();
    });
    // The database closes after app.close(): the worker and the sweep must be idle by then.
    app.addHook('onClose', async () => {
      await Promise.all([worker.stop(), retention.stop()]);
    });
  }
  return { worker, store, notifier, retentionMs };
}

/**
 * Download jobs: routes, and the worker and the retention sweep (`registerDownloadWork`),
 * running while the API is up unless BACKGROUND_WORK is off.
 */
export async function registerDownloadJobs(
  app: FastifyInstance,
  db: Db,
  config: DownloadWorkConfig & Pick<ApiConfig, 'backgroundWork'>,
  notifications: NotificationService,
  options: WorkerOptions = {},
) {
  const { worker, store, notifier, retentionMs } = registerDownloadWork(
    app,
    db,
    config,
    notifications,
    options,
    { running: config.backgroundWork },
  );
  await app.register(downloadJobRoutes, { db, store, worker, notifier, retentionMs });
  return worker;
}

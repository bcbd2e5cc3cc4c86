import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { DownloadNotifier } from './notifier.js';
import { downloadJobRoutes } from './routes.js';
import { DownloadWorker, type WorkerOptions } from './worker.js';

/** The folder of finished archives, beside the database file. */
export const downloadsDir = (databaseFile: string) =>
  path.join(path.dirname(databaseFile), 'downloads');

/** Download jobs: routes, and the worker that runs while the API is up. */
export async function registerDownloadJobs(
  app: FastifyInstance,
  db: Db,
  databaseFile: string,
  notifications: NotificationService,
  options: WorkerOptions = {},
) {
  const dir = downloadsDir(databaseFile);
  const notifier = new DownloadNotifier(db, notifications);
  const worker = new DownloadWorker(db, dir, notifier, {
    logError: (error, message) => app.log.error(error, message),
    ...options,
  });
  await app.register(downloadJobRoutes, { db, dir, worker, notifier, notifications });
  app.addHook('onReady', () => worker.start());
  // The database closes after app.close(): the worker must be idle by then.
  app.addHook('onClose', () => worker.stop());
  return worker;
}

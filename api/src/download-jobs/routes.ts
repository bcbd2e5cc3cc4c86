import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import { requirePermission, requireUser } from '../http/auth-context.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseId, parseInput } from '../http/validate.js';
import type { NotificationService } from '../notifications/service.js';
import type { DownloadNotifier } from './notifier.js';
import { deleteJob, findJob, listJobs } from './repository.js';
import { queueDownload, toJobView } from './service.js';
import { DownloadStatus } from './status.js';
import { jobFile, type DownloadWorker } from './worker.js';

const JOB_NOT_FOUND = 'Download not found.';
const NOT_READY = 'This download is not ready yet.';
const FAILED = 'This download failed. Ask for it again.';

const ListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number.'),
      v.minValue(1, 'limit must be at least 1.'),
      v.maxValue(100, 'limit must be at most 100.'),
    ),
    '10',
  ),
});

/** `filename` for old agents, `filename*` (RFC 5987) for the exact name. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Everything the download-job routes work with. */
export interface DownloadJobDeps {
  db: Db;
  dir: string;
  worker: DownloadWorker;
  notifier: DownloadNotifier;
  notifications: NotificationService;
}

/** Download jobs of the signed-in (or impersonated) user (spec point 7, Download jobs). */
export function downloadJobRoutes(app: FastifyInstance, deps: DownloadJobDeps) {
  const { db, dir, worker, notifier, notifications } = deps;

  app.post('/api/project/:projectId/post/:postId/download', async (request, reply) => {
    const auth = requirePermission(request, 'Engage.Post.View');
    const projectId = parseId(request.params, 'projectId');
    const postId = parseId(request.params, 'postId');
    const { job, created } = await queueDownload(db, notifier, auth, projectId, postId);
    if (created) worker.wake();
    return reply.code(created ? 202 : 200).send(toJobView(job));
  });

  app.get('/api/download-jobs', async (request) => {
    const { effective } = requireUser(request);
    const { limit } = parseInput(ListQuerySchema, request.query);
    return (await listJobs(db, effective.id, Number(limit))).map(toJobView);
  });

  app.get('/api/download-jobs/:id', async (request) => {
    const { effective } = requireUser(request);
    const job = await findJob(db, effective.id, parseId(request.params));
    if (!job) throw notFound(JOB_NOT_FOUND);
    return toJobView(job);
  });

  app.delete('/api/download-jobs/:id', async (request) => {
    const { effective } = requireUser(request);
    const job = await findJob(db, effective.id, parseId(request.params));
    if (!job || !(await deleteJob(db, effective.id, job.id))) throw notFound(JOB_NOT_FOUND);
    worker.cancel(job.id);
    fs.rmSync(jobFile(dir, job.id), { force: true });
    // The notification would point at nothing: it goes too, live.
    if (job.notification_id !== null)
      await notifications.delete(effective.id, [job.notification_id]);
    return { success: true };
  });

  app.get('/api/download-jobs/:id/download', async (request, reply) => {
    const { effective } = requireUser(request);
    const job = await findJob(db, effective.id, parseId(request.params));
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.status === DownloadStatus.Failed) throw new HttpError(409, FAILED);
    if (job.status !== DownloadStatus.Completed) throw new HttpError(409, NOT_READY);
    const file = jobFile(dir, job.id);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) throw notFound('The file of this download is no longer available.');
    return reply
      .type('application/zip')
      .header('Content-Disposition', contentDisposition(job.file_name))
      .header('Content-Length', String(stat.size))
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(file));
  });
}

import { downloadJobEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import type { DownloadStore } from './download-store.js';
import type { DownloadNotifier } from './notifier.js';
import { sendArchive } from './send-archive.js';
import { deleteJob, findJob, listJobs, type DownloadJobRow } from './repository.js';
import { queueDownload, queueProjectDownload, toJobView } from './service.js';
import { DownloadStatus, statusOf } from './status.js';
import type { DownloadWorker } from './worker.js';

const JOB_NOT_FOUND = 'Download not found.';
const NOT_READY = 'This download is not ready yet.';
const FAILED = 'This download failed. Ask for it again.';

/** Everything the download-job routes work with. */
export interface DownloadJobDeps {
  db: Db;
  /** Where the zips are (the worker writes them there). */
  store: DownloadStore;
  worker: DownloadWorker;
  notifier: DownloadNotifier;
  /** How long finished jobs are kept (each job says until when). */
  retentionMs: number;
}

/** Download jobs of the signed-in (or impersonated) user (spec point 7, Download jobs). */
export async function downloadJobRoutes(app: FastifyInstance, deps: DownloadJobDeps) {
  const { db, store, worker, notifier, retentionMs } = deps;
  const view = (job: DownloadJobRow) => toJobView(job, retentionMs);

  /** The caller's job, or a 404 (someone else's job is as good as absent). */
  const ownJob = async (userId: number, id: number) => {
    const job = await findJob(db, userId, id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  };

  /** 202 with a new job (and the worker woken), 200 with the caller's unfinished one. */
  const queued = (
    reply: FastifyReply,
    { job, created }: { job: DownloadJobRow; created: boolean },
  ) => {
    if (created) worker.wake();
    reply.code(created ? 202 : 200);
    return view(job);
  };

  // The rule that guards each media file (may the caller see the post, or for a whole project
  // the project) is checked in the service.
  route(
    app,
    downloadJobEndpoints.queue,
    Auth.permission('Engage.Post.View'),
    async ({ auth, params, reply }) =>
      queued(reply, await queueDownload(db, notifier, auth, params.projectId, params.postId)),
  );

  route(
    app,
    downloadJobEndpoints.queueProject,
    Auth.permission('Engage.Post.View'),
    async ({ auth, params, reply }) =>
      queued(reply, await queueProjectDownload(db, notifier, auth, params.projectId)),
  );

  route(app, downloadJobEndpoints.list, Auth.signedIn, async ({ auth, query }) =>
    (await listJobs(db, auth.effective.id, query.limit)).map(view),
  );

  route(app, downloadJobEndpoints.get, Auth.signedIn, async ({ auth, params }) =>
    view(await ownJob(auth.effective.id, params.id)),
  );

  route(app, downloadJobEndpoints.delete, Auth.signedIn, async ({ auth, params }) => {
    const userId = auth.effective.id;
    const job = await ownJob(userId, params.id);
    if (!(await deleteJob(db, userId, job.id))) throw notFound(JOB_NOT_FOUND);
    worker.cancel(job.id);
    // The zip, or the part a failed or interrupted job left (the worker removes its own).
    await store.remove(job.id);
    // The notification would point at nothing: it goes too, live.
    await notifier.removed(job);
    return { success: true };
  });

  route(app, downloadJobEndpoints.file, Auth.signedIn, async ({ auth, params, request, reply }) => {
    const job = await ownJob(auth.effective.id, params.id);
    const status = statusOf(job);
    if (status === DownloadStatus.Failed) throw new HttpError(409, FAILED);
    if (status !== DownloadStatus.Completed) throw new HttpError(409, NOT_READY);
    return sendArchive(request, reply, store, job);
  });
}

import { downloadJobEndpoints, pathOf, type DownloadJob } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { projectAccess } from '../projects/project-access.js';
import { maySee, projectNotFound } from '../projects/project-scope.js';
import { safeName } from './archive.js';
import type { DownloadNotifier } from './notifier.js';
import {
  findActiveJob,
  insertJob,
  jobCounts,
  jobPost,
  jobProject,
  postMedia,
  publishedMediaCount,
  type DownloadJobRow,
  type JobTarget,
} from './repository.js';
import { expiryOf } from './retention.js';
import { DownloadStatus, statusOf } from './status.js';
import { takeUserTurn } from '../db/turns.js';

const POST_NOT_FOUND = 'This post is not available.';

/** Jobs a user may have waiting or running at once. */
export const MAX_UNFINISHED_JOBS = 3;
/** Jobs a user may hold at once, finished or not (each finished one keeps a zip on disk). */
export const MAX_STORED_JOBS = 20;
/** The 409 message over MAX_UNFINISHED_JOBS. */
export const TOO_MANY_UNFINISHED = `You already have ${MAX_UNFINISHED_JOBS} downloads being prepared. Please wait until one of them is ready.`;
/** The 409 message over MAX_STORED_JOBS. */
export const TOO_MANY_STORED = `You have ${MAX_STORED_JOBS} downloads. Please delete some of them before asking for another.`;

/** A job as the API returns it; finished jobs are kept for `retentionMs`. */
export function toJobView(job: DownloadJobRow, retentionMs: number): DownloadJob {
  const status = statusOf(job);
  return {
    id: job.id,
    projectId: job.project_id,
    postId: job.post_id,
    status,
    progress: job.progress,
    fileName: job.file_name,
    fileSize: job.file_size,
    errorMessage: job.error,
    notificationId: job.notification_id,
    createdDate: job.created_at,
    startedDate: job.started_at,
    completedDate: job.completed_at,
    expiresDate: expiryOf(job, retentionMs)?.toISOString() ?? null,
    downloadUrl:
      status === DownloadStatus.Completed
        ? pathOf(downloadJobEndpoints.file.path, { id: job.id })
        : null,
  };
}

/** ASCII words of a name, joined by hyphens (a safe file name on every system). */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'download';

/**
 * Queues the download of a post the caller may see (the rule that guards each media file), or
 * returns the caller's unfinished job for that post so a double click does not pack it twice.
 */
export async function queueDownload(
  db: Db,
  notifier: DownloadNotifier,
  auth: AuthContext,
  projectId: number,
  postId: number,
) {
  const post = await jobPost(db, postId);
  if (!post || post.projectId !== projectId || !maySee(auth, post)) throw notFound(POST_NOT_FOUND);
  // A draft is seen only by those who may edit or publish it (the page's rule): to anyone else
  // it does not exist, here as on the page.
  if (post.publishedAt === null) {
    const access = projectAccess(auth, {
      clientId: post.clientId,
      archived: post.archivedAt !== null,
    });
    if (!access.editPosts && !access.publish) throw notFound(POST_NOT_FOUND);
  }
  if ((await postMedia(db, postId)).length === 0) {
    throw badRequest('This post has no files to download.', { '': ['This post has no files.'] });
  }
  return queueJob(db, notifier, auth.effective.id, {
    projectId,
    postId,
    fileName: `${slug(post.projectName)}-${slug(post.title)}.zip`,
  });
}

/**
 * Queues the download of every published post of a project the caller may see (drafts never,
 * whoever asks: the archive is what the client gets), a folder per post, or returns the caller's
 * unfinished job for the whole project. The same access rule and caps as a post's download.
 */
export async function queueProjectDownload(
  db: Db,
  notifier: DownloadNotifier,
  auth: AuthContext,
  projectId: number,
) {
  const project = await jobProject(db, projectId);
  if (!project || !maySee(auth, project)) throw projectNotFound();
  if ((await publishedMediaCount(db, projectId)) === 0) {
    throw badRequest('This project has no files to download.', {
      '': ['No published post of this project has files.'],
    });
  }
  return queueJob(db, notifier, auth.effective.id, {
    projectId,
    postId: null,
    fileName: `${safeName(project.name, 'project')}.zip`,
  });
}

/**
 * The caller's unfinished job for the same target, or a new one and its notification. A new job
 * over the caps is a 409: they bound what one user holds (jobs, zips on disk), so the answer is
 * about the caller's jobs (Conflict), not about a rate to wait out (429).
 */
async function queueJob(
  db: Db,
  notifier: DownloadNotifier,
  userId: number,
  target: JobTarget & { fileName: string },
) {
  // One transaction, the user's turn taken first, so concurrent requests (to any API process)
  // see each other's job and the caps hold.
  const queued = await db.transaction().execute(async (trx) => {
    await takeUserTurn(trx, userId);
    const active = await findActiveJob(trx, userId, target);
    if (active) return { job: active, created: false };
    const counts = await jobCounts(trx, userId);
    if (counts.unfinished >= MAX_UNFINISHED_JOBS) throw new HttpError(409, TOO_MANY_UNFINISHED);
    if (counts.stored >= MAX_STORED_JOBS) throw new HttpError(409, TOO_MANY_STORED);
    return { job: await insertNewJob(trx, userId, target), created: true };
  });
  if (!queued.created) return queued;
  const notification = await notifier.created(queued.job);
  return { job: { ...queued.job, notification_id: notification.id }, created: true };
}

function insertNewJob(
  db: Db,
  userId: number,
  { projectId, postId, fileName }: JobTarget & { fileName: string },
) {
  return insertJob(db, {
    user_id: userId,
    project_id: projectId,
    post_id: postId,
    status: DownloadStatus.Queued,
    file_name: fileName,
    file_size: null,
    error: null,
    notification_id: null,
    created_at: new Date().toISOString(),
    started_at: null,
    completed_at: null,
  });
}

import { downloadJobEndpoints, pathOf, type DownloadJob } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../http/auth-context.js';
import { badRequest, notFound } from '../http/errors.js';
import { maySee } from '../projects/service.js';
import type { DownloadNotifier } from './notifier.js';
import { findActiveJob, insertJob, jobPost, postMedia, type DownloadJobRow } from './repository.js';
import { DownloadStatus, statusOf } from './status.js';

const POST_NOT_FOUND = 'This post is not available.';

/** A job as the API returns it. */
export function toJobView(job: DownloadJobRow): DownloadJob {
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
  const userId = auth.effective.id;
  const active = await findActiveJob(db, userId, postId);
  if (active) return { job: active, created: false };
  if ((await postMedia(db, postId)).length === 0) {
    throw badRequest('This post has no files to download.', { '': ['This post has no files.'] });
  }
  const job = await insertJob(db, {
    user_id: userId,
    project_id: projectId,
    post_id: postId,
    status: DownloadStatus.Queued,
    file_name: `${slug(post.projectName)}-${slug(post.title)}.zip`,
    file_size: null,
    error: null,
    notification_id: null,
    created_at: new Date().toISOString(),
    started_at: null,
    completed_at: null,
  });
  const notification = await notifier.created(job);
  return { job: { ...job, notification_id: notification.id }, created: true };
}

import type { DownloadData } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { jobPost, jobProject, updateJob, type DownloadJobRow } from './repository.js';
import { expiryOf } from './retention.js';
import { DownloadStatus, statusOf } from './status.js';

/** What the Download notification says at each status. */
const TEXTS: Record<
  DownloadStatus,
  { title: string; message: (packed: string, progress: number) => string }
> = {
  Queued: { title: 'Download queued', message: (packed) => `“${packed}” is waiting to be packed.` },
  Processing: {
    title: 'Preparing your download',
    message: (packed, progress) => `Packing “${packed}”: ${progress}% done.`,
  },
  Completed: { title: 'Download ready', message: (packed) => `“${packed}” is ready to download.` },
  Failed: {
    title: 'Download failed',
    message: (packed) => `“${packed}” could not be packed. Please try again.`,
  },
};

/** What a whole project's job is called in its notification ('Download all'). */
export const projectJobTitle = (projectName: string) => `${projectName} — all files`;

/** What the job packs, in words: its post's title, or its project's name and 'all files'. */
async function jobTitle(db: Db, job: DownloadJobRow) {
  if (job.post_id !== null) return (await jobPost(db, job.post_id))?.title;
  const project = await jobProject(db, job.project_id);
  return project && projectJobTitle(project.name);
}

/** The `data` of a Download notification (spec point 3, Download notification data). */
export const downloadData = (job: DownloadJobRow): DownloadData => ({
  downloadJobId: job.id,
  status: statusOf(job),
  progress: job.progress,
});

/** Keeps each job's one Download notification in step with the job, live. */
export class DownloadNotifier {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    /** How long a finished job is kept: its notification expires with it. */
    private readonly retentionMs: number,
  ) {}

  /** Creates the job's notification and remembers it on the job. */
  async created(job: DownloadJobRow) {
    const notification = await this.notifications.create(job.user_id, {
      type: 'Download',
      ...(await this.texts(job)),
      data: downloadData(job),
    });
    await updateJob(this.db, job.id, { notification_id: notification.id });
    return notification;
  }

  /**
   * Brings the notification up to date (and pushes it). A finished job is news again, so it
   * returns to the unread count and expires when the job is removed; a notification the user
   * deleted stays deleted.
   */
  async changed(job: DownloadJobRow) {
    if (job.notification_id === null) return;
    const status = statusOf(job);
    const finished = status === DownloadStatus.Completed || status === DownloadStatus.Failed;
    await this.notifications.update(job.user_id, job.notification_id, {
      ...(await this.texts(job)),
      data: downloadData(job),
      unread: finished,
      expiresDate: expiryOf(job, this.retentionMs),
      ...(status === DownloadStatus.Completed
        ? { mail: { kind: 'downloadReady', waiting: true } }
        : {}),
    });
  }

  /** Deletes the notification of a job that is gone (and pushes the deletion). */
  async removed(job: DownloadJobRow) {
    if (job.notification_id === null) return;
    await this.notifications.delete(job.user_id, [job.notification_id]);
  }

  private async texts(job: DownloadJobRow) {
    const packed = (await jobTitle(this.db, job)) ?? 'Your download';
    const text = TEXTS[statusOf(job)] ?? TEXTS.Queued;
    return { title: text.title, message: text.message(packed, job.progress) };
  }
}

import type { Db } from '../db/database.js';
import type { DownloadStore } from './download-store.js';
import type { DownloadNotifier } from './notifier.js';
import { deleteJob, expiredJobs, jobStatuses } from './repository.js';
import { ACTIVE_STATUSES, DownloadStatus, statusOf } from './status.js';

const DAY_MS = 24 * 3600 * 1000;

/** The retention in milliseconds from DOWNLOAD_RETENTION_DAYS; a mistake stops the start. */
export function retentionMsOf(days: number) {
  if (!Number.isFinite(days) || days <= 0) {
    throw new Error('DOWNLOAD_RETENTION_DAYS must be a positive number of days.');
  }
  return days * DAY_MS;
}

/** When a finished job (and its file) will be removed (see expiredJobs); null while unfinished. */
export function expiryOf(
  job: { status: string; completed_at: string | null; created_at: string },
  retentionMs: number,
) {
  if (ACTIVE_STATUSES.includes(statusOf(job))) return null;
  return new Date(Date.parse(job.completed_at ?? job.created_at) + retentionMs);
}

/** Whether something the store holds is still needed by its job (status undefined: no job). */
function needed(status: string | undefined, partial: boolean) {
  if (status === undefined) return false;
  // A queued or running job writes (or is about to rewrite) its part and renames it to the zip.
  if (ACTIVE_STATUSES.includes(statusOf({ status }))) return true;
  return status === DownloadStatus.Completed && !partial;
}

/** Options of the sweep. */
export interface RetentionOptions {
  retentionMs: number;
  /** How often to sweep, besides once at start. */
  sweepMs: number;
  now: () => number;
  logError: (error: unknown, message: string) => void;
}

/**
 * Removes finished jobs (Completed or Failed) once they are older than the retention: the row,
 * the zip and the notification (pushed as deleted, so open bells drop it). Also removes what the
 * download store holds that no job needs any more (a deleted or failed job's leftovers).
 */
export class DownloadRetention {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly store: DownloadStore,
    private readonly notifier: DownloadNotifier,
    private readonly options: RetentionOptions,
  ) {}

  /** Sweeps now (resolves when done; a failure is logged), then every `sweepMs`. */
  start() {
    const run = () =>
      this.sweep().catch((error: unknown) =>
        this.options.logError(error, 'The download sweep failed'),
      );
    if (this.options.sweepMs > 0) {
      this.timer = setInterval(() => void run(), this.options.sweepMs);
      this.timer.unref();
    }
    return run();
  }

  /** Stops sweeping; resolves when a sweep under way is done. */
  async stop() {
    clearInterval(this.timer);
    await this.sweeping.catch(() => undefined);
  }

  /** One sweep as of `now` (one at a time). */
  sweep(now = this.options.now()) {
    this.sweeping = this.sweeping.catch(() => undefined).then(() => this.sweepOnce(now));
    return this.sweeping;
  }

  private async sweepOnce(now: number) {
    const cutoff = new Date(now - this.options.retentionMs).toISOString();
    for (const job of await expiredJobs(this.db, cutoff)) {
      if (!(await deleteJob(this.db, job.user_id, job.id))) continue;
      await this.store.remove(job.id);
      await this.notifier.removed(job);
    }
    await this.removeLeftovers();
  }

  private async removeLeftovers() {
    const files = await this.store.list();
    if (files.length === 0) return;
    const statuses = await jobStatuses(
      this.db,
      files.map((file) => file.jobId),
    );
    for (const file of files) {
      if (!needed(statuses.get(file.jobId), file.partial)) {
        await this.store.remove(file.jobId, file.partial ? 'partial' : 'zip');
      }
    }
  }
}

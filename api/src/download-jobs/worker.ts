import type { Db } from '../db/database.js';
import {
  LeasedWorker,
  type Interruption,
  type LeasedWorkerOptions,
} from '../jobs/leased-worker.js';
import type { FileStore } from '../media/file-store.js';
import { writeArchive, type ArchiveEntry } from './archive.js';
import type { DownloadStore, DownloadWrite } from './download-store.js';
import type { DownloadNotifier } from './notifier.js';
import { DOWNLOADS } from './queue.js';
import type { DownloadJobRow } from './repository.js';
import { jobEntries } from './post-entries.js';
import { DownloadStatus } from './status.js';

/** A job claimed this many times without being finished (its workers died) is failed. */
const MAX_ATTEMPTS = 3;
/** Progress is stored and pushed in steps of this many percent (each push is a client refetch). */
const PROGRESS_STEP = 25;
const FAILED_MESSAGE = 'The files could not be packed.';
const GAVE_UP_MESSAGE = 'The server stopped while packing this download too many times.';

/** Options of the worker; tests make the safety poll and the lease short, or the poll off. */
export interface WorkerOptions extends LeasedWorkerOptions {
  /** How long finished jobs and their files are kept (default: DOWNLOAD_RETENTION_DAYS). */
  retentionMs?: number;
  /** How often expired jobs and leftover files are swept, besides at start (default hourly). */
  sweepMs?: number;
  /**
   * This process's clock, for the times the worker stamps itself (a job's completion); leases
   * never read it, they take the database's (leased-queue.ts). Tests skew it.
   */
  now?: () => number;
}

/**
 * Packs queued download jobs one at a time, in the leased queue every API process shares (see
 * leased-worker.ts): a job whose process died is claimed again by another once its lease ran out.
 */
export class DownloadWorker extends LeasedWorker<'download_jobs'> {
  private readonly now: () => number;

  constructor(
    db: Db,
    /** Where the zips are written (shared by every process). */
    private readonly store: DownloadStore,
    private readonly notifier: DownloadNotifier,
    /** Where the media's bytes are (the media folder and the demo seed's files). */
    private readonly files: FileStore,
    options: WorkerOptions = {},
  ) {
    super(db, DOWNLOADS, options);
    this.now = options.now ?? Date.now;
  }

  private nowIso() {
    return new Date(this.now()).toISOString();
  }

  protected async work(job: DownloadJobRow, signal: AbortSignal) {
    if (job.attempts <= MAX_ATTEMPTS) return this.process(job, signal);
    await this.store.remove(job.id); // What its earlier holders left is of no use now.
    // Its workers kept dying while packing it: the job, not the server, is the likely cause.
    const failed = await this.update(job.id, {
      status: DownloadStatus.Failed,
      progress: 0,
      error: GAVE_UP_MESSAGE,
      completed_at: this.nowIso(),
    });
    if (failed) await this.notifier.changed(failed);
  }

  private async process(job: DownloadJobRow, signal: AbortSignal) {
    let zip: DownloadWrite | undefined;
    try {
      // Whatever an earlier holder of the job wrote is useless: the file starts afresh.
      await this.store.remove(job.id);
      await this.notifier.changed(job);
      const entries = await jobEntries(this.db, this.files, {
        projectId: job.project_id,
        postId: job.post_id,
      });
      zip = await this.store.write(job.id);
      await this.pack(job, entries, zip, signal);
      // A worker that lost the job meanwhile must not commit over what the new holder writes.
      const state = await this.renew(job.id);
      if (state !== 'held') throw new Interrupted(state);
      signal.throwIfAborted();
      const size = await zip.commit();
      const done = await this.update(job.id, {
        status: DownloadStatus.Completed,
        progress: 100,
        file_size: size,
        completed_at: this.nowIso(),
      });
      if (done) await this.notifier.changed(done);
      else await this.store.remove(job.id, 'zip'); // Deleted in the last moment.
    } catch (error) {
      const interruption =
        error instanceof Interrupted
          ? error.interruption
          : signal.aborted
            ? (signal.reason as Interruption)
            : undefined;
      // The job is another worker's now, and so is the partial write where ours was (one file name
      // per job in a folder): close ours, remove nothing.
      if (interruption === 'lost') zip?.stream.destroy();
      else await zip?.discard();
      await this.settleFailure(job, error, interruption);
    }
  }

  private async pack(
    job: DownloadJobRow,
    entries: readonly ArchiveEntry[],
    zip: DownloadWrite,
    signal: AbortSignal,
  ) {
    let reported = 0;
    let reporting = Promise.resolve();
    let ended = false;
    try {
      await writeArchive(entries, zip.stream, {
        signal,
        onProgress: (percent) => {
          // Nothing is written once the packing ended or stopped: the job is being settled.
          if (ended || signal.aborted) return;
          if (percent >= 100 || percent < reported + PROGRESS_STEP) return;
          reported = percent;
          reporting = reporting.then(async () => {
            const updated = await this.update(job.id, { progress: percent });
            if (updated) await this.notifier.changed(updated);
          });
        },
      });
    } catch (error) {
      ended = true;
      // A progress write in flight ends before the job is settled (and, on a stop, before the
      // database closes); its own failure is beside the point now.
      await reporting.catch(() => undefined);
      throw error;
    }
    ended = true;
    await reporting;
  }

  private async settleFailure(
    job: DownloadJobRow,
    error: unknown,
    interruption: Interruption | undefined,
  ) {
    if (interruption === 'stopping') {
      // Not the job's fault: any worker runs it again without it using up an attempt.
      const requeued = await this.update(job.id, {
        status: DownloadStatus.Queued,
        progress: 0,
        attempts: Math.max(0, job.attempts - 1),
      });
      if (requeued) await this.notifier.changed(requeued);
      return;
    }
    if (interruption === 'gone') return; // Deleted while packing: nothing left to report to.
    if (interruption === 'lost') {
      // This worker stalled past its lease and another claimed the job: that one reports.
      this.logError(error, `Download job ${job.id} was taken over by another worker`);
      return;
    }
    this.logError(error, `Download job ${job.id} failed`);
    const failed = await this.update(job.id, {
      status: DownloadStatus.Failed,
      error: FAILED_MESSAGE,
      completed_at: this.nowIso(),
    });
    if (failed) await this.notifier.changed(failed);
  }
}

/** The lease was found lost (or the job gone) just before the commit. */
class Interrupted extends Error {
  constructor(readonly interruption: Interruption) {
    super(`Interrupted: ${interruption}`);
  }
}

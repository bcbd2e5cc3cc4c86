import fs from 'node:fs';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { writeArchive } from './archive.js';
import { jobFile, partFile, removeJobFiles, removeQuietly } from './files.js';
import type { DownloadNotifier } from './notifier.js';
import { claimNextJob, interruptedJobs, updateJob, type DownloadJobRow } from './repository.js';
import { jobEntries } from './post-entries.js';
import { DownloadStatus } from './status.js';

/** A job that was running this many times when the process died is failed, not retried. */
const MAX_ATTEMPTS = 3;
/** Progress is stored and pushed in steps of this many percent (each push is a client refetch). */
const PROGRESS_STEP = 25;
const FAILED_MESSAGE = 'The files could not be packed.';
const GAVE_UP_MESSAGE = 'The server stopped while packing this download too many times.';

/** Options of the worker; tests make the safety poll short or switch it off. */
export interface WorkerOptions {
  /** Also look for queued jobs this often, besides being woken on each new job. */
  pollMs?: number;
  /** How long finished jobs and their files are kept (default: DOWNLOAD_RETENTION_DAYS). */
  retentionMs?: number;
  /** How often expired jobs and leftover files are swept, besides at start (default hourly). */
  sweepMs?: number;
  logError?: (error: unknown, message: string) => void;
}

/** Packs queued download jobs one at a time, in this process; jobs survive restarts. */
export class DownloadWorker {
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopping = false;
  private current: { id: number; abort: AbortController } | undefined;
  private poll: NodeJS.Timeout | undefined;
  private readonly logError: (error: unknown, message: string) => void;

  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly notifier: DownloadNotifier,
    /** Where the media's bytes are (the media folder and the demo seed's files). */
    private readonly files: FileStore,
    private readonly options: WorkerOptions = {},
  ) {
    this.logError = options.logError ?? (() => undefined);
  }

  /** Re-queues what a previous process left half done, then starts working. */
  async start() {
    fs.mkdirSync(this.dir, { recursive: true });
    for (const job of await interruptedJobs(this.db)) {
      const gaveUp = job.attempts >= MAX_ATTEMPTS;
      // What the stopped process had written is useless: a retry starts the file afresh.
      removeJobFiles(this.dir, job.id);
      const updated = await updateJob(this.db, job.id, {
        status: gaveUp ? DownloadStatus.Failed : DownloadStatus.Queued,
        progress: 0,
        error: gaveUp ? GAVE_UP_MESSAGE : null,
        completed_at: gaveUp ? new Date().toISOString() : null,
      });
      if (updated) await this.notifier.changed(updated);
    }
    const pollMs = this.options.pollMs ?? 10_000;
    if (pollMs > 0) {
      this.poll = setInterval(() => this.wake(), pollMs);
      this.poll.unref();
    }
    this.wake();
  }

  /** Looks for queued jobs now (called when one is added). */
  wake() {
    if (this.stopping) return;
    this.wakeAgain = true;
    this.running ??= this.loop().finally(() => (this.running = undefined));
  }

  /** Abandons the job if it is the one being packed (it was deleted). */
  cancel(jobId: number) {
    if (this.current?.id === jobId) this.current.abort.abort();
  }

  /** Resolves once the worker has nothing left to do (tests wait for it). */
  async idle() {
    await this.running;
  }

  /** Stops taking jobs; a job being packed goes back to the queue for the next start. */
  async stop() {
    this.stopping = true;
    clearInterval(this.poll);
    this.current?.abort.abort();
    await this.running;
  }

  private async loop() {
    while (this.wakeAgain && !this.stopping) {
      this.wakeAgain = false;
      let job: DownloadJobRow | undefined;
      while (!this.stopping && (job = await claimNextJob(this.db, new Date().toISOString()))) {
        await this.process(job).catch((error: unknown) =>
          this.logError(error, `Download job ${job?.id} could not be recorded`),
        );
      }
    }
  }

  private async process(job: DownloadJobRow) {
    const abort = new AbortController();
    this.current = { id: job.id, abort };
    const file = jobFile(this.dir, job.id);
    const partial = partFile(this.dir, job.id);
    try {
      await this.notifier.changed(job);
      await this.pack(job, partial, abort.signal);
      fs.renameSync(partial, file);
      const done = await updateJob(this.db, job.id, {
        status: DownloadStatus.Completed,
        progress: 100,
        file_size: fs.statSync(file).size,
        completed_at: new Date().toISOString(),
      });
      if (done) await this.notifier.changed(done);
      else removeQuietly(file);
    } catch (error) {
      removeQuietly(partial);
      await this.settleFailure(job, error, abort.signal.aborted);
    } finally {
      this.current = undefined;
    }
  }

  private async pack(job: DownloadJobRow, file: string, signal: AbortSignal) {
    const entries = await jobEntries(this.db, this.files, {
      projectId: job.project_id,
      postId: job.post_id,
    });
    let reported = 0;
    let reporting = Promise.resolve();
    await writeArchive(entries, file, {
      signal,
      onProgress: (percent) => {
        if (percent >= 100 || percent < reported + PROGRESS_STEP) return;
        reported = percent;
        reporting = reporting.then(async () => {
          const updated = await updateJob(this.db, job.id, { progress: percent });
          if (updated) await this.notifier.changed(updated);
        });
      },
    });
    await reporting;
  }

  private async settleFailure(job: DownloadJobRow, error: unknown, aborted: boolean) {
    if (aborted && this.stopping) {
      // Not the job's fault: it runs again after the restart without using up an attempt.
      const requeued = await updateJob(this.db, job.id, {
        status: DownloadStatus.Queued,
        progress: 0,
        attempts: Math.max(0, job.attempts - 1),
      });
      if (requeued) await this.notifier.changed(requeued);
      return;
    }
    if (aborted) return; // Deleted while packing: nothing left to report to.
    this.logError(error, `Download job ${job.id} failed`);
    const failed = await updateJob(this.db, job.id, {
      status: DownloadStatus.Failed,
      error: FAILED_MESSAGE,
      completed_at: new Date().toISOString(),
    });
    if (failed) await this.notifier.changed(failed);
  }
}

import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { writeArchive, type ArchiveEntry } from './archive.js';
import type { DownloadStore, DownloadWrite } from './download-store.js';
import type { DownloadNotifier } from './notifier.js';
import { claimNextJob, renewLease, updateHeldJob, type Lease } from './queue.js';
import { jobStatuses, type DownloadJobRow } from './repository.js';
import { jobEntries } from './post-entries.js';
import { DownloadStatus } from './status.js';

/** A job claimed this many times without being finished (its workers died) is failed. */
const MAX_ATTEMPTS = 3;
/** Progress is stored and pushed in steps of this many percent (each push is a client refetch). */
const PROGRESS_STEP = 25;
const FAILED_MESSAGE = 'The files could not be packed.';
const GAVE_UP_MESSAGE = 'The server stopped while packing this download too many times.';

/** Why packing stopped before the end: this worker stops, the job was deleted, or it was lost. */
type Interruption = 'stopping' | 'gone' | 'lost';

/** Options of the worker; tests make the safety poll and the lease short, or the poll off. */
export interface WorkerOptions {
  /** Also look for queued jobs this often, besides being woken on each new job. */
  pollMs?: number;
  /** How long finished jobs and their files are kept (default: DOWNLOAD_RETENTION_DAYS). */
  retentionMs?: number;
  /** How often expired jobs and leftover files are swept, besides at start (default hourly). */
  sweepMs?: number;
  /** How long a claimed job stays this worker's without a renewal (default 30 s). */
  leaseMs?: number;
  /** How often the lease of the job being packed is renewed (default 10 s). */
  heartbeatMs?: number;
  /**
   * This process's clock, for the times the worker stamps itself (a job's completion); leases
   * never read it, they take the database's (queue.ts). Tests skew it.
   */
  now?: () => number;
  logError?: (error: unknown, message: string) => void;
}

/**
 * Packs queued download jobs one at a time. Every API process runs one, all on the same table:
 * each job is claimed under a lease this worker renews while it packs, so a job whose process
 * died is claimed again by another once the lease runs out (see queue.ts).
 */
export class DownloadWorker {
  /** This worker's name in the leases it holds (unique per process and per worker). */
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopping = false;
  private current: { id: number; abort: AbortController } | undefined;
  private poll: NodeJS.Timeout | undefined;
  private readonly logError: (error: unknown, message: string) => void;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    /** Where the zips are written (shared by every process). */
    private readonly store: DownloadStore,
    private readonly notifier: DownloadNotifier,
    /** Where the media's bytes are (the media folder and the demo seed's files). */
    private readonly files: FileStore,
    private readonly options: WorkerOptions = {},
  ) {
    this.logError = options.logError ?? (() => undefined);
    this.leaseMs = options.leaseMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Starts working: queued jobs, and jobs whose worker died (their lease ran out). */
  async start() {
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
    this.running ??= this.loop()
      .catch((error: unknown) => this.logError(error, 'The download queue could not be read'))
      .finally(() => (this.running = undefined));
  }

  /** Abandons the job if it is the one being packed here (it was deleted). */
  cancel(jobId: number) {
    if (this.current?.id === jobId) this.current.abort.abort('gone' satisfies Interruption);
  }

  /** Resolves once the worker has nothing left to do (tests wait for it). */
  async idle() {
    await this.running;
  }

  /** Stops taking jobs; a job being packed goes back to the queue for any worker. */
  async stop() {
    this.stopping = true;
    clearInterval(this.poll);
    this.current?.abort.abort('stopping' satisfies Interruption);
    await this.running;
  }

  private lease(): Lease {
    return { owner: this.id, ms: this.leaseMs };
  }

  private nowIso() {
    return new Date(this.now()).toISOString();
  }

  private async loop() {
    while (this.wakeAgain && !this.stopping) {
      this.wakeAgain = false;
      let job: DownloadJobRow | undefined;
      while (!this.stopping && (job = await claimNextJob(this.db, this.lease()))) {
        const claimed = job;
        await this.run(claimed).catch((error: unknown) =>
          this.logError(error, `Download job ${claimed.id} could not be recorded`),
        );
      }
    }
  }

  private async run(job: DownloadJobRow) {
    if (job.attempts <= MAX_ATTEMPTS) return this.process(job);
    await this.store.remove(job.id); // What its earlier holders left is of no use now.
    // Its workers kept dying while packing it: the job, not the server, is the likely cause.
    const failed = await this.update(job, {
      status: DownloadStatus.Failed,
      progress: 0,
      error: GAVE_UP_MESSAGE,
      completed_at: this.nowIso(),
    });
    if (failed) await this.notifier.changed(failed);
  }

  private update(job: DownloadJobRow, changes: Parameters<typeof updateHeldJob>[3]) {
    return updateHeldJob(this.db, job.id, this.id, changes);
  }

  /** Renews the job's lease: 'held', or why this worker no longer has the job. */
  private async renew(jobId: number): Promise<'held' | Interruption> {
    if (await renewLease(this.db, jobId, this.lease())) return 'held';
    return (await jobStatuses(this.db, [jobId])).has(jobId) ? 'lost' : 'gone';
  }

  /** Renews the lease every `heartbeatMs` while packing; stops the packing once it is lost. */
  private keepLease(jobId: number, abort: AbortController) {
    let renewing = false;
    const timer = setInterval(() => {
      if (renewing) return;
      renewing = true;
      this.renew(jobId)
        .then((state) => state === 'held' || abort.abort(state))
        // A busy database is no reason to give the job up: the next beat tries again.
        .catch((error: unknown) => this.logError(error, `Lease of job ${jobId} not renewed`))
        .finally(() => (renewing = false));
    }, this.heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async process(job: DownloadJobRow) {
    const abort = new AbortController();
    this.current = { id: job.id, abort };
    const stopBeating = this.keepLease(job.id, abort);
    let zip: DownloadWrite | undefined;
    try {
      // Whatever an earlier holder of the job wrote is useless: the file starts afresh. (Only
      // once `current` is set: a stop meanwhile must reach this job.)
      await this.store.remove(job.id);
      await this.notifier.changed(job);
      const entries = await jobEntries(this.db, this.files, {
        projectId: job.project_id,
        postId: job.post_id,
      });
      zip = await this.store.write(job.id);
      await this.pack(job, entries, zip, abort.signal);
      // A worker that lost the job meanwhile must not commit over what the new holder writes.
      const state = await this.renew(job.id);
      if (state !== 'held') abort.abort(state);
      abort.signal.throwIfAborted();
      const size = await zip.commit();
      const done = await this.update(job, {
        status: DownloadStatus.Completed,
        progress: 100,
        file_size: size,
        completed_at: this.nowIso(),
      });
      if (done) await this.notifier.changed(done);
      else await this.store.remove(job.id, 'zip'); // Deleted in the last moment.
    } catch (error) {
      const interruption = abort.signal.aborted ? (abort.signal.reason as Interruption) : undefined;
      // The job is another worker's now, and so is the partial write where ours was (one file name
      // per job in a folder): close ours, remove nothing.
      if (interruption === 'lost') zip?.stream.destroy();
      else await zip?.discard();
      await this.settleFailure(job, error, interruption);
    } finally {
      stopBeating();
      this.current = undefined;
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
    await writeArchive(entries, zip.stream, {
      signal,
      onProgress: (percent) => {
        if (percent >= 100 || percent < reported + PROGRESS_STEP) return;
        reported = percent;
        reporting = reporting.then(async () => {
          const updated = await this.update(job, { progress: percent });
          if (updated) await this.notifier.changed(updated);
        });
      },
    });
    await reporting;
  }

  private async settleFailure(
    job: DownloadJobRow,
    error: unknown,
    interruption: Interruption | undefined,
  ) {
    if (interruption === 'stopping') {
      // Not the job's fault: any worker runs it again without it using up an attempt.
      const requeued = await this.update(job, {
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
    const failed = await this.update(job, {
      status: DownloadStatus.Failed,
      error: FAILED_MESSAGE,
      completed_at: this.nowIso(),
    });
    if (failed) await this.notifier.changed(failed);
  }
}

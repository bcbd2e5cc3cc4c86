import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database.js';
import {
  claimNextJob,
  jobExists,
  renewLease,
  updateHeldJob,
  type JobRow,
  type Lease,
  type LeasedQueue,
  type LeasedTable,
} from './leased-queue.js';

/** Why work on a job stopped before its end: the worker stops, the job was deleted, or lost. */
export type Interruption = 'stopping' | 'gone' | 'lost';

/** How a worker takes jobs; tests make the poll and the lease short. */
export interface LeasedWorkerOptions {
  /** Also look for claimable jobs this often, besides being woken (default 10 s). */
  pollMs?: number;
  /** How long a claimed job stays this worker's without a renewal (default 30 s). */
  leaseMs?: number;
  /** How often the lease of the job at work is renewed (default a third of the lease). */
  heartbeatMs?: number;
  logError?: (error: unknown, message: string) => void;
}

/**
 * Works on the jobs of one leased queue, one at a time. Every API process runs one per kind of
 * job, all on the same table: each job is claimed under a lease renewed while it is worked on,
 * so a job whose process died is claimed again once the lease runs out (see leased-queue.ts).
 * A subclass says what working on a job is (`work`), given a signal that aborts when the worker
 * stops or the lease is lost.
 */
export abstract class LeasedWorker<T extends LeasedTable> {
  /** This worker's name in the leases it holds (unique per process and per worker). */
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopping = false;
  private current: { id: number; abort: AbortController } | undefined;
  private poll: NodeJS.Timeout | undefined;
  protected readonly logError: (error: unknown, message: string) => void;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;

  protected constructor(
    protected readonly db: Db,
    private readonly queue: LeasedQueue<T>,
    private readonly options: LeasedWorkerOptions = {},
  ) {
    this.logError = options.logError ?? (() => undefined);
    this.leaseMs = options.leaseMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(this.leaseMs / 3));
  }

  /** Works on one claimed job; `signal` aborts with an `Interruption`. */
  protected abstract work(job: JobRow<T>, signal: AbortSignal): Promise<void>;

  /** Starts working: queued jobs, and jobs whose worker died (their lease ran out). */
  start() {
    const pollMs = this.options.pollMs ?? 10_000;
    if (pollMs > 0) {
      this.poll = setInterval(() => this.wake(), pollMs);
      this.poll.unref();
    }
    this.wake();
  }

  /** Looks for claimable jobs now (called when one is added). */
  wake() {
    if (this.stopping) return;
    this.wakeAgain = true;
    this.running ??= this.loop()
      .catch((error: unknown) => this.logError(error, `The ${this.queue.table} queue failed`))
      .finally(() => (this.running = undefined));
  }

  /** Abandons the job if it is the one at work here (it was deleted). */
  cancel(id: number) {
    if (this.current?.id === id) this.current.abort.abort('gone' satisfies Interruption);
  }

  /** Resolves once the worker has nothing left to do (tests wait for it). */
  async idle() {
    await this.running;
  }

  /** Stops taking jobs; the job at work goes back to the queue for any worker. */
  async stop() {
    this.stopping = true;
    clearInterval(this.poll);
    this.current?.abort.abort('stopping' satisfies Interruption);
    await this.running;
  }

  /** Changes the job while this worker holds it; undefined once deleted or lost. */
  protected update(id: number, changes: Parameters<typeof updateHeldJob<T>>[4]) {
    return updateHeldJob(this.db, this.queue, id, this.id, changes);
  }

  /** Renews the job's lease: 'held', or why this worker no longer has the job. */
  protected async renew(id: number): Promise<'held' | Interruption> {
    if (await renewLease(this.db, this.queue, id, this.lease())) return 'held';
    return (await jobExists(this.db, this.queue, id)) ? 'lost' : 'gone';
  }

  private lease(): Lease {
    return { owner: this.id, ms: this.leaseMs };
  }

  private async loop() {
    while (this.wakeAgain && !this.stopping) {
      this.wakeAgain = false;
      let job: JobRow<T> | undefined;
      while (!this.stopping && (job = await claimNextJob(this.db, this.queue, this.lease()))) {
        const claimed = job;
        await this.run(claimed).catch((error: unknown) =>
          this.logError(error, `Job ${claimed.id} of ${this.queue.table} could not be recorded`),
        );
      }
    }
  }

  private async run(job: JobRow<T>) {
    const abort = new AbortController();
    this.current = { id: job.id, abort };
    const stopBeating = this.keepLease(job.id, abort);
    try {
      await this.work(job, abort.signal);
    } finally {
      stopBeating();
      this.current = undefined;
    }
  }

  /** Renews the lease every `heartbeatMs` while at work; aborts the work once it is lost. */
  private keepLease(id: number, abort: AbortController) {
    let renewing = false;
    const timer = setInterval(() => {
      if (renewing) return;
      renewing = true;
      this.renew(id)
        .then((state) => state === 'held' || abort.abort(state))
        // A busy database is no reason to give the job up: the next beat tries again.
        .catch((error: unknown) => this.logError(error, `Lease of job ${id} not renewed`))
        .finally(() => (renewing = false));
    }, this.heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

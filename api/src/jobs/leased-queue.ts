import type {
  Expression,
  ExpressionBuilder,
  Generated,
  Kysely,
  Selectable,
  SqlBool,
  Updateable,
} from 'kysely';
import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';
import type { Database } from '../db/schema.js';
import { databaseTime } from './database-time.js';

// A queue every API process shares, kept in one table per kind of job: a job is claimed by one
// worker at a time, for a lease (`lease_owner` until `lease_expires_at`) that worker renews while
// it works. A job whose lease ran out lost its worker (its process died) and is claimable again.
// Every later write of the worker names its lease, so a worker that lost its job can no longer
// change it. Lease times are the database's (database-time.ts), never a process's clock: two
// processes whose clocks disagree by more than a lease would otherwise each take the other's live
// lease for one that ran out.

/** A worker's hold on a job: who holds it, and for how long from the database's now. */
export interface Lease {
  owner: string;
  ms: number;
}

/** The columns the queue reads and writes in every job table. */
interface LeasedColumns {
  id: Generated<number>;
  status: string;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: string | null;
}

/** The tables of leased jobs (each has `LeasedColumns`). */
export type LeasedTable = {
  [T in keyof Database]: Database[T] extends LeasedColumns ? T : never;
}[keyof Database];

/** A job as read from its table: its own columns, and the queue's. */
export type JobRow<T extends LeasedTable> = Selectable<Database[T]> & Selectable<LeasedColumns>;

/** The queue's view of any job table: the table named `jobs`, with only the leased columns. */
type Jobs = Kysely<{ jobs: LeasedColumns }>;
type JobsBuilder = ExpressionBuilder<{ jobs: LeasedColumns }, 'jobs'>;

/** Columns of a job table, each a value or an SQL expression giving one. */
type Writes<T extends LeasedTable> = {
  [K in keyof Updateable<Database[T]>]?:
    Updateable<Database[T]>[K] | Expression<NonNullable<Updateable<Database[T]>[K]>>;
};

/** One kind of leased job: its table, its statuses, and what a claim writes besides the lease. */
export interface LeasedQueue<T extends LeasedTable> {
  table: T;
  /** Waiting for a worker. */
  queued: string;
  /** A worker holds it (claimable again once its lease ran out). */
  working: string;
  /** What a claim writes besides the status, the attempt and the lease (`now`: the database's). */
  onClaim?: (now: Expression<string>) => Writes<T>;
  /** A queued job is claimable only once this holds (a retry's backoff). */
  due?: (now: Expression<string>) => Expression<SqlBool>;
}

const view = (db: Db) => db as unknown as Jobs;
const tableOf = <T extends LeasedTable>(queue: LeasedQueue<T>) => queue.table as unknown as 'jobs';

/** Jobs a worker may take: queued (and due), or worked on by a worker whose lease ran out. */
const claimable =
  <T extends LeasedTable>(queue: LeasedQueue<T>, now: Expression<string>) =>
  ({ eb, and, or }: JobsBuilder) =>
    or([
      queue.due
        ? and([eb('status', '=', queue.queued), queue.due(now)])
        : eb('status', '=', queue.queued),
      and([
        eb('status', '=', queue.working),
        // No lease at all: left working by a process from before leases (or a hand edit).
        or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]),
      ]),
    ]);

/** What a claim writes: working, one more attempt, the lease, and the queue's own columns. */
const claimed =
  <T extends LeasedTable>(db: Db, queue: LeasedQueue<T>, lease: Lease) =>
  (eb: JobsBuilder) => ({
    ...(queue.onClaim?.(databaseTime(db)) as object),
    status: queue.working,
    attempts: eb('attempts', '+', 1),
    lease_owner: lease.owner,
    lease_expires_at: databaseTime(db, lease.ms),
  });

/**
 * Takes the oldest claimable job for the lease; undefined when there is none. On PostgreSQL the
 * row is locked with SKIP LOCKED, so workers claiming at once each get a different job; SQLite
 * runs one writer at a time, so one guarded UPDATE is the whole claim there.
 */
export async function claimNextJob<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  lease: Lease,
): Promise<JobRow<T> | undefined> {
  const now = databaseTime(db);
  const table = tableOf(queue);
  const jobs = view(db);
  if (engineOf(db) === 'sqlite') {
    return (await jobs
      .updateTable(table)
      .set(claimed(db, queue, lease))
      .where('id', '=', (eb) =>
        eb.selectFrom(table).select('id').where(claimable(queue, now)).orderBy('id').limit(1),
      )
      .where(claimable(queue, now))
      .returningAll()
      .executeTakeFirst()) as JobRow<T> | undefined;
  }
  return jobs.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom(table)
      .select('id')
      .where(claimable(queue, now))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return (await trx
      .updateTable(table)
      .set(claimed(db, queue, lease))
      .where('id', '=', next.id)
      .where(claimable(queue, now))
      .returningAll()
      .executeTakeFirst()) as JobRow<T> | undefined;
  });
}

/** The job while `owner` still holds it (working under its lease). */
const held =
  <T extends LeasedTable>(queue: LeasedQueue<T>, id: number, owner: string) =>
  (eb: JobsBuilder) =>
    eb.and([eb('id', '=', id), eb('lease_owner', '=', owner), eb('status', '=', queue.working)]);

/** Pushes the lease forward; false when the job was deleted or another worker holds it now. */
export async function renewLease<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  id: number,
  lease: Lease,
) {
  const result = await view(db)
    .updateTable(tableOf(queue))
    .set({ lease_expires_at: databaseTime(db, lease.ms) })
    .where(held(queue, id, lease.owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Changes a job its worker holds; undefined when it was deleted or lost to another worker.
 * Leaving the working status (finished, failed, queued again) gives the lease up.
 */
export async function updateHeldJob<T extends LeasedTable>(
  db: Db,
  queue: LeasedQueue<T>,
  id: number,
  owner: string,
  changes: Updateable<Database[T]>,
): Promise<JobRow<T> | undefined> {
  const status = (changes as { status?: string }).status;
  const releases = status !== undefined && status !== queue.working;
  return (await view(db)
    .updateTable(tableOf(queue))
    .set(
      (releases
        ? { ...changes, lease_owner: null, lease_expires_at: null }
        : changes) as Updateable<LeasedColumns>,
    )
    .where(held(queue, id, owner))
    .returningAll()
    .executeTakeFirst()) as JobRow<T> | undefined;
}

/** Whether the job is still in its table (it goes with what it was for: a medium, a user). */
export async function jobExists<T extends LeasedTable>(db: Db, queue: LeasedQueue<T>, id: number) {
  const row = await view(db)
    .selectFrom(tableOf(queue))
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

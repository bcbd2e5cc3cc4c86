import type { Expression, ExpressionBuilder, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';
import type { Database, DownloadJobTable } from '../db/schema.js';
import { databaseTime } from './database-time.js';
import { DownloadStatus } from './status.js';

// The queue every API process shares: a job is claimed by one worker at a time, for a lease
// (`lease_owner` until `lease_expires_at`) that worker renews while it packs. A job whose lease
// ran out lost its worker (its process died) and is claimable again. Every later write of the
// worker names its lease, so a worker that lost its job can no longer change it. Lease times are
// the database's (database-time.ts), never a process's clock: two processes whose clocks disagree
// by more than a lease would otherwise each take the other's live lease for one that ran out.

/** A worker's hold on a job: who holds it, and for how long from the database's now. */
export interface Lease {
  owner: string;
  ms: number;
}

type JobsBuilder = ExpressionBuilder<Database, 'download_jobs'>;

/** Jobs a worker may take: queued, or being packed by a worker whose lease ran out. */
const claimable =
  (now: Expression<string>) =>
  ({ eb, and, or }: JobsBuilder) =>
    or([
      eb('status', '=', DownloadStatus.Queued),
      and([
        eb('status', '=', DownloadStatus.Processing),
        // No lease at all: left Processing by a process from before leases (or a hand edit).
        or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]),
      ]),
    ]);

/** What a claim writes: Processing, one more attempt, the file started afresh, the lease. */
const claimed = (db: Db, lease: Lease) => (eb: JobsBuilder) => ({
  status: DownloadStatus.Processing,
  progress: 0,
  started_at: databaseTime(db),
  attempts: eb('attempts', '+', 1),
  lease_owner: lease.owner,
  lease_expires_at: databaseTime(db, lease.ms),
});

/**
 * Takes the oldest claimable job for the lease; undefined when there is none. On PostgreSQL the
 * row is locked with SKIP LOCKED, so workers claiming at once each get a different job; SQLite
 * runs one writer at a time, so one guarded UPDATE is the whole claim there.
 */
export async function claimNextJob(db: Db, lease: Lease) {
  const now = databaseTime(db);
  if (engineOf(db) === 'sqlite') {
    return db
      .updateTable('download_jobs')
      .set(claimed(db, lease))
      .where('id', '=', (eb) =>
        eb.selectFrom('download_jobs').select('id').where(claimable(now)).orderBy('id').limit(1),
      )
      .where(claimable(now))
      .returningAll()
      .executeTakeFirst();
  }
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('download_jobs')
      .select('id')
      .where(claimable(now))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('download_jobs')
      .set(claimed(db, lease))
      .where('id', '=', next.id)
      .where(claimable(now))
      .returningAll()
      .executeTakeFirst();
  });
}

/** The job while `owner` still holds it (Processing under its lease). */
const held = (id: number, owner: string) => (eb: JobsBuilder) =>
  eb.and([
    eb('id', '=', id),
    eb('lease_owner', '=', owner),
    eb('status', '=', DownloadStatus.Processing),
  ]);

/** Pushes the lease forward; false when the job was deleted or another worker holds it now. */
export async function renewLease(db: Db, id: number, lease: Lease) {
  const result = await db
    .updateTable('download_jobs')
    .set({ lease_expires_at: databaseTime(db, lease.ms) })
    .where(held(id, lease.owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Changes a job its worker holds; undefined when it was deleted or lost to another worker.
 * Leaving Processing (finished, failed, queued again) gives the lease up.
 */
export function updateHeldJob(
  db: Db,
  id: number,
  owner: string,
  changes: Updateable<DownloadJobTable>,
) {
  const releases = changes.status !== undefined && changes.status !== DownloadStatus.Processing;
  return db
    .updateTable('download_jobs')
    .set(releases ? { ...changes, lease_owner: null, lease_expires_at: null } : changes)
    .where(held(id, owner))
    .returningAll()
    .executeTakeFirst();
}

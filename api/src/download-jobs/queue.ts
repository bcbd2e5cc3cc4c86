import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DownloadJobTable } from '../db/schema.js';
import {
  claimNextJob as claimNext,
  renewLease as renew,
  updateHeldJob as updateHeld,
  type Lease,
  type LeasedQueue,
} from '../jobs/leased-queue.js';
import { DownloadStatus } from './status.js';

export type { Lease } from '../jobs/leased-queue.js';

/** Download jobs in the shared leased queue: a claim starts the zip afresh. */
const DOWNLOADS: LeasedQueue<'download_jobs'> = {
  table: 'download_jobs',
  queued: DownloadStatus.Queued,
  working: DownloadStatus.Processing,
  onClaim: (now) => ({ progress: 0, started_at: now }),
};

/** Takes the oldest claimable download job for the lease; undefined when there is none. */
export const claimNextJob = (db: Db, lease: Lease) => claimNext(db, DOWNLOADS, lease);

/** Pushes a download job's lease forward; false when it was deleted or another worker has it. */
export const renewLease = (db: Db, id: number, lease: Lease) => renew(db, DOWNLOADS, id, lease);

/** Changes a download job its worker holds; undefined when it was deleted or lost. */
export const updateHeldJob = (
  db: Db,
  id: number,
  owner: string,
  changes: Updateable<DownloadJobTable>,
) => updateHeld(db, DOWNLOADS, id, owner, changes);

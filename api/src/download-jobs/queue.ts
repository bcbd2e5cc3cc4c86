import type { LeasedQueue } from '../jobs/leased-queue.js';
import { DownloadStatus } from './status.js';

/** Download jobs in the shared leased queue (jobs/leased-queue.ts): a claim starts the zip afresh. */
export const DOWNLOADS: LeasedQueue<'download_jobs'> = {
  table: 'download_jobs',
  queued: DownloadStatus.Queued,
  working: DownloadStatus.Processing,
  onClaim: (now) => ({ progress: 0, started_at: now }),
};

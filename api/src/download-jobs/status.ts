import { DOWNLOAD_STATUSES, type DownloadStatus as Status } from '@portal/contract';

/** Download job statuses by name, from the contract's list (`DownloadStatus.Queued`, …). */
export const DownloadStatus = Object.fromEntries(
  DOWNLOAD_STATUSES.map((status) => [status, status]),
) as { readonly [S in Status]: S };

/** One download job status. */
export type DownloadStatus = Status;

/** The worker still owes these jobs some work. */
export const ACTIVE_STATUSES: readonly DownloadStatus[] = [
  DownloadStatus.Queued,
  DownloadStatus.Processing,
];

/** The worker is done with these jobs; they are kept for the retention, then removed. */
export const FINISHED_STATUSES: readonly DownloadStatus[] = [
  DownloadStatus.Completed,
  DownloadStatus.Failed,
];

/** A stored job's status: the column is only ever written from this list. */
export const statusOf = (job: { status: string }) => job.status as DownloadStatus;

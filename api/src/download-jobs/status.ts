/** Statuses of a download job (spec point 3, Download notification data). */
export const DownloadStatus = {
  Queued: 'Queued',
  Processing: 'Processing',
  Completed: 'Completed',
  Failed: 'Failed',
} as const;

/** One download job status. */
export type DownloadStatus = (typeof DownloadStatus)[keyof typeof DownloadStatus];

/** The worker still owes these jobs some work. */
export const ACTIVE_STATUSES: readonly DownloadStatus[] = [
  DownloadStatus.Queued,
  DownloadStatus.Processing,
];

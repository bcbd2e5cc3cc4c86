/** One notification type (spec point 3). */
export interface NotificationTypeInfo {
  key: string;
  label: string;
  color: string;
}

/** Notification types, keyed as the API sends them. */
export const NOTIFICATION_TYPES: readonly NotificationTypeInfo[] = [
  { key: 'Download', label: 'Download', color: 'indigo' },
  { key: 'System', label: 'System', color: 'gray' },
  { key: 'Alert', label: 'Alert', color: 'red' },
  { key: 'ProjectUpdate', label: 'Project update', color: 'teal' },
  { key: 'CommentReply', label: 'Comment reply', color: 'grape' },
  { key: 'FileProcessed', label: 'File processed', color: 'cyan' },
];

/** The entry of a notification type; unknown keys are shown as 'Notification'. */
export const notificationType = (key: string): NotificationTypeInfo =>
  NOTIFICATION_TYPES.find((type) => type.key === key) ?? {
    key,
    label: 'Notification',
    color: 'gray',
  };

/** Statuses of a download job (spec point 3, Download notification data). */
export const DOWNLOAD_STATUSES = ['Queued', 'Processing', 'Completed', 'Failed'] as const;
/** One download job status. */
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** A download shows a progress bar while queued or processing. */
export const showsProgress = (status: DownloadStatus) =>
  status === 'Queued' || status === 'Processing';
/** A download notification is clickable only once its file is ready. */
export const isDownloadReady = (status: DownloadStatus) => status === 'Completed';

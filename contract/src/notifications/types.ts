import * as v from 'valibot';

/** Notification types of spec point 3, as the API sends them. */
export const NOTIFICATION_TYPES = [
  'Download',
  'System',
  'Alert',
  'ProjectUpdate',
  'CommentReply',
  'FileProcessed',
] as const;
/** One notification type. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** A notification type on the wire. */
export const NotificationTypeSchema = v.picklist(NOTIFICATION_TYPES);

/**
 * A notification type as a client reads it. A type this build does not know yet (the API was
 * deployed before the notifications remote) reads as 'System', shown by its own title and
 * message, so one new type never hides a user's whole list or a live notice. Senders are still
 * held to the known types by the input type.
 */
export const ReceivedNotificationTypeSchema = v.fallback(NotificationTypeSchema, 'System');

/**
 * The types an admin may send from the admin area; the others come from what people do
 * (replies and posts, download jobs).
 */
export const SENDABLE_NOTIFICATION_TYPES = [
  'System',
  'Alert',
] as const satisfies readonly NotificationType[];
/** A type an admin may send. */
export type SendableNotificationType = (typeof SENDABLE_NOTIFICATION_TYPES)[number];

/** Statuses of a download job (spec point 3, Download notification data). */
export const DOWNLOAD_STATUSES = ['Queued', 'Processing', 'Completed', 'Failed'] as const;
/** One download job status. */
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];
/** A download job status on the wire. */
export const DownloadStatusSchema = v.picklist(DOWNLOAD_STATUSES);

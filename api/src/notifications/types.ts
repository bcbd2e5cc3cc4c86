/** Notification types of spec point 3 (the same keys as shared/src/enums/notification-types.ts). */
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

/** Hub event: a notification was stored or changed; the client refetches its list and count. */
export const NOTIFICATION_CREATED = 'UserNotificationCreated';
/** Hub event: a notification was deleted. */
export const NOTIFICATION_DELETED = 'UserNotificationDeleted';

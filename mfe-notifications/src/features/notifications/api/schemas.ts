import * as v from 'valibot';
import { DOWNLOAD_STATUSES } from '@portal/shared';

/** A notification (spec point 3). */
export const NotificationSchema = v.object({
  id: v.number(),
  type: v.string(),
  title: v.string(),
  message: v.string(),
  data: v.nullish(v.string()),
  isRead: v.boolean(),
  createdDate: v.string(),
  readDate: v.nullish(v.string()),
  expiresDate: v.nullish(v.string()),
});
/** A notification. */
export type PortalNotification = v.InferOutput<typeof NotificationSchema>;

/** One page of the full list: its items and how many match the filters in all. */
export interface NotificationsPage {
  items: PortalNotification[];
  total: number;
}

const DownloadDataSchema = v.object({
  downloadJobId: v.number(),
  status: v.picklist(DOWNLOAD_STATUSES),
  // The API adds the job's percentage; older data without it reads as 0.
  progress: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 0),
});
/** The data of a Download notification (spec point 3). */
export type DownloadData = v.InferOutput<typeof DownloadDataSchema>;

/** Parses a notification's `data` JSON; malformed data is logged and treated as none. */
function parseData<T extends v.GenericSchema>(
  notification: PortalNotification,
  schema: T,
): v.InferOutput<T> | null {
  if (!notification.data) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(notification.data));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through to the log line below
  }
  console.error(
    `Notification ${notification.id} has malformed ${notification.type} data`,
    notification.data,
  );
  return null;
}

/** Reads a Download notification's data; malformed data is logged and treated as none. */
export function downloadDataOf(notification: PortalNotification): DownloadData | null {
  if (notification.type !== 'Download') return null;
  return parseData(notification, DownloadDataSchema);
}

const PositiveId = v.pipe(v.number(), v.integer(), v.minValue(1));
const ProjectDataSchema = v.object({ projectId: PositiveId, commentId: v.optional(PositiveId) });

/** The types whose data points at a project (and, for comments, at the comment). */
const PROJECT_TYPES: readonly string[] = ['ProjectUpdate', 'CommentReply'];

/**
 * Where opening a ProjectUpdate or CommentReply leads: `/projects/{id}`, with `#comment-{id}` when
 * the data names a comment (a reply, or a new thread announced as a ProjectUpdate), which the
 * project page scrolls to. Null for other types, no data, or malformed data (logged).
 */
export function projectLinkOf(notification: PortalNotification): string | null {
  if (!PROJECT_TYPES.includes(notification.type)) return null;
  const data = parseData(notification, ProjectDataSchema);
  if (!data) return null;
  const hash = data.commentId === undefined ? '' : `#comment-${data.commentId}`;
  return `/projects/${data.projectId}${hash}`;
}

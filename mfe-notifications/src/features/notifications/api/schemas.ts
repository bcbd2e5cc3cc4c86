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

/** Reads a Download notification's data; malformed data is logged and treated as none. */
export function downloadDataOf(notification: PortalNotification): DownloadData | null {
  if (notification.type !== 'Download' || !notification.data) return null;
  try {
    const parsed = v.safeParse(DownloadDataSchema, JSON.parse(notification.data));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through to the log line below
  }
  console.error(`Notification ${notification.id} has malformed download data`, notification.data);
  return null;
}

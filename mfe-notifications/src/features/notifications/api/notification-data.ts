import * as v from 'valibot';
import {
  DownloadDataSchema,
  NOTIFICATION_TYPE_INFO,
  ProjectDataSchema,
  projectDataPage,
  type DownloadData,
  type PortalNotification,
} from '@portal/shared';

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

/**
 * Where opening a notification whose type opens a project leads (ProjectUpdate, CommentReply,
 * FileProcessed): the project's page, at the comment or with the medium open when the data names
 * one. Null for other types, no data, or
 * malformed data (logged).
 */
export function projectLinkOf(notification: PortalNotification): string | null {
  if (!NOTIFICATION_TYPE_INFO[notification.type].opensProject) return null;
  const data = parseData(notification, ProjectDataSchema);
  return data && projectDataPage(data);
}

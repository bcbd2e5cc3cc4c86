import { isDownloadReady } from '@portal/shared';
import { openDownloadJobFile } from '../api/download-job-file';
import {
  useDeleteAllRead,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
} from '../api/notification-mutations';
import { downloadDataOf, type PortalNotification } from '../api/schemas';

/** What a notification list can do: open (mark read, download), mark read, delete, and in bulk. */
export function useNotificationActions() {
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const deleteAllRead = useDeleteAllRead();
  return {
    open: (notification: PortalNotification) => {
      if (!notification.isRead) markRead.mutate(notification.id);
      const download = downloadDataOf(notification);
      if (download && isDownloadReady(download.status)) openDownloadJobFile(download.downloadJobId);
    },
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(undefined),
    remove: (id: number) => remove.mutate(id),
    deleteAllRead: () => deleteAllRead.mutate(undefined),
  };
}

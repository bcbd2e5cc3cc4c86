import { isDownloadReady } from '@portal/shared';
import { useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/notification-mutations';
import { downloadDataOf, type PortalNotification } from '../api/schemas';

/** What a notification list can do: open (mark read, download), mark read, delete, mark all. */
export function useNotificationActions() {
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  return {
    open: (notification: PortalNotification) => {
      if (!notification.isRead) markRead.mutate(notification.id);
      const download = downloadDataOf(notification);
      if (download && isDownloadReady(download.status)) {
        window.open(`/api/download-jobs/${download.downloadJobId}/download`, '_blank', 'noopener');
      }
    },
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(undefined),
    remove: (id: number) => remove.mutate(id),
  };
}

import { useNavigate } from 'react-router-dom';
import { isDownloadReady, type PortalNotification } from '@portal/shared';
import { openDownloadJobFile } from '../api/download-job-file';
import {
  useDeleteAllRead,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
} from '../api/notification-mutations';
import { downloadDataOf, projectLinkOf } from '../api/notification-data';

/**
 * What a notification list can do: open (mark read; download, or go to the project), mark read,
 * delete, and in bulk. `onNavigate` runs after opening leads to another page (the dropdown closes).
 */
export function useNotificationActions({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const deleteAllRead = useDeleteAllRead();
  return {
    open: (notification: PortalNotification) => {
      if (!notification.isRead) markRead.mutate(notification.id);
      const download = downloadDataOf(notification);
      if (download && isDownloadReady(download.status)) openDownloadJobFile(download.downloadJobId);
      const link = projectLinkOf(notification);
      if (link) {
        void navigate(link);
        onNavigate?.();
      }
    },
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(undefined),
    remove: (id: number) => remove.mutate(id),
    deleteAllRead: () => deleteAllRead.mutate(undefined),
  };
}

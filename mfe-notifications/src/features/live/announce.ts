import {
  DOWNLOAD_STATUS_INFO,
  hideToast,
  NOTIFICATION_TYPE_INFO,
  showToast,
  type PortalNotification,
  type Toast,
} from '@portal/shared';
import { downloadDataOf } from '../notifications/api/notification-data';

/** What the announcer needs from the rest of the module. */
export interface AnnouncerActions {
  /** Marks the notification read (its browser notification was closed by the user). */
  markRead: (id: number) => void;
  /** Downloads a finished job's file (the Download button of its toast). */
  download: (notification: PortalNotification, downloadJobId: number) => void;
}

/** The toast's id for a notification, so a later event can close that very toast. */
export const toastIdOf = (notificationId: number) => `notification-${notificationId}`;

/**
 * What to announce: a toast per new notification. A download job pushes its notification at
 * every step (Queued, each 25% of Processing, the end), so only its outcome is announced; the
 * bell shows the progress and the button that queued it already said so.
 */
function toastFor(
  notification: PortalNotification,
  actions: AnnouncerActions,
): { key: string; toast: Omit<Toast, 'id'> } | null {
  const text = { title: notification.title, message: notification.message };
  const kind = NOTIFICATION_TYPE_INFO[notification.type].toast;
  if (kind) return { key: 'created', toast: { ...text, type: kind } };
  // Its download status decides: only an outcome is announced, a ready file with its button.
  const download = downloadDataOf(notification);
  const outcome = download && DOWNLOAD_STATUS_INFO[download.status].toast;
  if (!download || !outcome) return null;
  const onClick = () => actions.download(notification, download.downloadJobId);
  const action = DOWNLOAD_STATUS_INFO[download.status].ready
    ? { action: { label: 'Download', onClick } }
    : {};
  return { key: download.status, toast: { ...text, type: outcome, ...action } };
}

/**
 * Shows toasts (and browser notifications, when the user allowed them) for live notifications,
 * each at most once per state, and closes them again when their notification goes away.
 */
export function createAnnouncer(actions: AnnouncerActions) {
  const announced = new Map<number, string>();
  // Browser notifications the portal closes itself must not count as the user reading them.
  const open = new Map<number, { closedByApp: boolean }>();

  const close = (id: number) => {
    const shown = open.get(id);
    if (shown) shown.closedByApp = true;
    open.delete(id);
    hideToast(toastIdOf(id));
  };

  const announce = (notification: PortalNotification) => {
    const { id } = notification;
    const next = toastFor(notification, actions);
    if (!next || announced.get(id) === next.key) return;
    announced.set(id, next.key);
    close(id);
    const shown = { closedByApp: false };
    open.set(id, shown);
    showToast({
      ...next.toast,
      id: toastIdOf(id),
      notificationId: id,
      showBrowserNotification: true,
      // Closing it counts as reading it, so it is never closed on a timer.
      autoCloseBrowserNotification: false,
      onBrowserNotificationClose: () => {
        if (open.get(id) === shown) open.delete(id);
        if (!shown.closedByApp) actions.markRead(id);
      },
    });
  };

  const closeAll = () => [...open.keys()].forEach(close);

  return { announce, close, closeAll };
}

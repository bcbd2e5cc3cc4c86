import {
  DOWNLOAD_STATUS_INFO,
  downloadJobToastId,
  hideToast,
  NOTIFICATION_TYPE_INFO,
  showToast,
  type PortalNotification,
  type Toast,
} from '@portal/shared';
import { downloadDataOf } from '../notifications';

/** What the announcer needs from the rest of the module. */
export interface AnnouncerActions {
  /** Marks the notification read (its browser notification was closed by the user). */
  markRead: (id: number) => void;
  /** Downloads a finished job's file (the Download button of its toast). */
  download: (notification: PortalNotification, downloadJobId: number) => void;
}

/**
 * The id of the nth toast shown, for a notification, so a later event can close that very toast.
 * Each announcement is a toast of its own: one updated in place would keep the time left of the
 * first (an outcome closing a second after it showed).
 */
export const toastIdOf = (notificationId: number, nth: number) =>
  `notification-${notificationId}-${nth}`;

/** A toast for a notification, and the state it tells of (a state is announced once). */
interface Announcement {
  key: string;
  toast: Omit<Toast, 'id'>;
  browserNotification: boolean;
  /** The toast's id when it is not the announcer's own (a queued job's, shared with its button). */
  toastId?: string;
}

/**
 * What to announce: every live notification gets a toast, in its own words (spec point 4). A
 * download job pushes its notification at every step (Queued, each 25% of Processing, the end),
 * and each step is news, so each replaces the job's toast: while it packs an info toast says how
 * far it got, the outcome says success (with a 'Download' button) or error.
 */
function announcementOf(notification: PortalNotification, actions: AnnouncerActions): Announcement {
  const text = { title: notification.title, message: notification.message };
  const kind = NOTIFICATION_TYPE_INFO[notification.type].toast;
  const download = kind ? null : downloadDataOf(notification);
  // A download without (readable) data is still news: it is told like any other.
  if (!download) {
    return { key: 'created', toast: { ...text, type: kind ?? 'info' }, browserNotification: true };
  }
  const status = DOWNLOAD_STATUS_INFO[download.status];
  const onClick = () => actions.download(notification, download.downloadJobId);
  const action = status.ready ? { action: { label: 'Download', onClick } } : {};
  return {
    key: `${download.status} ${download.progress}`,
    toast: { ...text, type: status.toast, ...action },
    browserNotification: status.browserNotification,
    ...(download.status === 'Queued' && { toastId: downloadJobToastId(download.downloadJobId) }),
  };
}

/**
 * Shows toasts (and browser notifications, when the user allowed them) for live notifications,
 * each at most once per state, and closes them again when their notification goes away.
 */
export function createAnnouncer(actions: AnnouncerActions) {
  const announced = new Map<number, string>();
  // The latest toast of each notification (it may have closed on its own since).
  const toasts = new Map<number, string>();
  let shownCount = 0;
  // Browser notifications the portal closes itself must not count as the user reading them.
  const open = new Map<number, { closedByApp: boolean }>();

  const close = (id: number) => {
    const shown = open.get(id);
    if (shown) shown.closedByApp = true;
    open.delete(id);
    const toastId = toasts.get(id);
    if (toastId) hideToast(toastId);
    toasts.delete(id);
  };

  const announce = (notification: PortalNotification) => {
    const { id } = notification;
    const next = announcementOf(notification, actions);
    if (announced.get(id) === next.key) return;
    announced.set(id, next.key);
    close(id);
    shownCount += 1;
    const toastId = next.toastId ?? toastIdOf(id, shownCount);
    toasts.set(id, toastId);
    const shown = { closedByApp: false };
    open.set(id, shown);
    showToast({
      ...next.toast,
      id: toastId,
      notificationId: id,
      showBrowserNotification: next.browserNotification,
      // Closing it counts as reading it, so it is never closed on a timer.
      autoCloseBrowserNotification: false,
      onBrowserNotificationClose: () => {
        if (open.get(id) === shown) open.delete(id);
        if (!shown.closedByApp) actions.markRead(id);
      },
    });
  };

  const closeAll = () => [...toasts.keys()].forEach(close);

  return { announce, close, closeAll };
}

import { useNotifications } from '../features/notifications/api/get-notifications';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { DROPDOWN_LIMIT } from '../features/notifications/constants';
import {
  useLiveNotifications,
  type LiveNotificationsOptions,
} from '../features/live/use-live-notifications';

/**
 * Mounted once at the root for signed-in users, renders nothing: the tab's hub connection with
 * toasts for live events, and the 30 s poll of list and count (shared with the bell through the
 * query cache), which keeps them right even while the connection is down.
 */
export default function LiveNotifications(props: LiveNotificationsOptions) {
  useLiveNotifications(props);
  useUnreadCount();
  useNotifications(DROPDOWN_LIMIT);
  return null;
}

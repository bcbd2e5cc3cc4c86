import { useNotifications } from '../features/notifications/api/get-notifications';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { DROPDOWN_LIMIT } from '../features/notifications/constants';

/**
 * Keeps the list and unread count fresh while signed in (polled every 30 s, shared with the bell
 * through the query cache). The hub connection joins it with the live-notifications issue.
 */
export default function LiveNotifications() {
  useUnreadCount();
  useNotifications(DROPDOWN_LIMIT);
  return null;
}

import { EnableBrowserNotifications } from '../features/live/components/enable-browser-notifications';
import { NotificationsPageView } from '../features/notifications/components/notifications-page-view';

/** /notifications, with the control that asks for browser-notification permission. */
export default function NotificationsPage() {
  return <NotificationsPageView headerExtra={<EnableBrowserNotifications />} />;
}

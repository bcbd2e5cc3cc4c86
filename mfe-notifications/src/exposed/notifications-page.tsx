import { NotificationsPageView } from '../features/notifications/components/notifications-page-view';

/** /notifications. */
export default function NotificationsPage() {
  return <NotificationsPageView />;
}

import type { NotificationsBellProps } from '@portal/shared';
import { NotificationsDropdown } from '../features/notifications/components/notifications-dropdown';

/** The header's notifications bell (the same control in the bar and the mobile menu). */
export default function NotificationsBell({ variant }: NotificationsBellProps) {
  return <NotificationsDropdown variant={variant} />;
}

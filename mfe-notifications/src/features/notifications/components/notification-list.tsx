import { Divider, Text } from '@mantine/core';
import type { PortalNotification } from '@portal/shared';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationItem } from './notification-item';

/** Text of an empty list. */
export const NO_NOTIFICATIONS = 'You have no notifications.';

/** Props of NotificationList. */
interface NotificationListProps {
  notifications: PortalNotification[];
  /** Text shown when the list is empty. */
  emptyText?: string;
  /** With this, each item gets a checkbox (the /notifications page's bulk actions). */
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (id: number, checked: boolean) => void;
  };
  /** Called when opening an item leads to another page (the dropdown closes itself). */
  onNavigate?: () => void;
}

/** A list of notifications with their actions. */
export function NotificationList({
  notifications,
  emptyText = NO_NOTIFICATIONS,
  selection,
  onNavigate,
}: NotificationListProps) {
  const actions = useNotificationActions({ onNavigate });
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <div role="list" aria-label="Notifications list">
      {notifications.map((notification, index) => (
        // A list owns list items only (a separator between them is invalid ARIA): each item
        // after the first draws the line above itself, where it was.
        <div role="listitem" key={notification.id}>
          {index > 0 && <Divider />}
          <NotificationItem
            notification={notification}
            onOpen={actions.open}
            onMarkRead={actions.markRead}
            onDelete={actions.remove}
            selection={
              selection && {
                checked: selection.selected.has(notification.id),
                onChange: (checked) => selection.onToggle(notification.id, checked),
              }
            }
          />
        </div>
      ))}
    </div>
  );
}

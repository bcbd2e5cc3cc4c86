import { Divider, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { PortalNotification } from '../api/schemas';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationItem } from './notification-item';

/** Text of an empty list. */
export const NO_NOTIFICATIONS = 'You have no notifications.';

/** A list of notifications with their actions. */
export function NotificationList({ notifications }: { notifications: PortalNotification[] }) {
  const actions = useNotificationActions();
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {NO_NOTIFICATIONS}
      </Text>
    );
  }
  return (
    <div role="list" aria-label="Notifications list">
      {notifications.map((notification, index) => (
        <Fragment key={notification.id}>
          {index > 0 && <Divider />}
          <div role="listitem">
            <NotificationItem
              notification={notification}
              onOpen={actions.open}
              onMarkRead={actions.markRead}
              onDelete={actions.remove}
            />
          </div>
        </Fragment>
      ))}
    </div>
  );
}

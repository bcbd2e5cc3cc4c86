import { Alert, Button, Card, Group, Loader, Select, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { NOTIFICATION_TYPES } from '@portal/shared';
import { useNotifications } from '../api/get-notifications';
import { PAGE_LIMIT } from '../constants';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationList } from './notification-list';

/** /notifications: every notification, with unread-only and type filters. */
export function NotificationsPageView() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [type, setType] = useState<string | null>(null);
  const list = useNotifications(PAGE_LIMIT, unreadOnly);
  const actions = useNotificationActions();
  const items = (list.data ?? []).filter((item) => !type || item.type === type);

  return (
    <Stack maw={760} mx="auto">
      <Group justify="space-between">
        <Title order={1}>Notifications</Title>
        <Button variant="light" onClick={actions.markAllRead}>
          Mark all read
        </Button>
      </Group>
      <Group>
        <Switch
          label="Unread only"
          checked={unreadOnly}
          onChange={(e) => setUnreadOnly(e.currentTarget.checked)}
        />
        <Select
          aria-label="Type"
          placeholder="All types"
          clearable
          value={type}
          onChange={setType}
          data={NOTIFICATION_TYPES.map((t) => ({ value: t.key, label: t.label }))}
        />
      </Group>
      <Card withBorder padding={0} radius="md">
        {list.isPending && <Loader m="md" aria-label="Loading notifications" />}
        {list.isError && (
          <Alert color="red" m="md" title="Notifications could not be loaded.">
            <Button size="xs" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        {list.data && <NotificationList notifications={items} />}
      </Card>
    </Stack>
  );
}

import { Box, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ListPager, LoadError, type NotificationType } from '@portal/shared';
import { useNotificationsPage } from '../api/get-notifications-page';
import { useDeleteMultiple, useMarkMultipleRead } from '../api/notification-mutations';
import { PAGE_SIZE } from '../constants';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { BulkActions } from './bulk-actions';
import { NotificationList } from './notification-list';
import { NotificationsFilters } from './notifications-filters';

const NO_MATCHES = 'No notifications match these filters.';

/** /notifications: every notification in pages, with filters and bulk actions. */
export function NotificationsPageView({ headerExtra }: { headerExtra?: ReactNode }) {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [type, setType] = useState<NotificationType | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = useNotificationsPage({ page, unreadOnly, type });
  const actions = useNotificationActions();
  const markRead = useMarkMultipleRead();
  const remove = useDeleteMultiple();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // After deletions the page may be past the end: show the last page that exists.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  const listed = items.map((item) => item.id);
  const chosen = listed.filter((id) => selected.has(id));

  const goTo = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const filter = (change: () => void) => {
    change();
    goTo(1);
  };
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearAfter = { onSuccess: () => setSelected(new Set()) };

  return (
    <Stack maw={760} mx="auto">
      <Group justify="space-between">
        <Title order={1}>Notifications</Title>
        <Group gap="xs">
          {headerExtra}
          <Button variant="light" onClick={actions.markAllRead}>
            Mark all read
          </Button>
          <Button variant="light" color="red" onClick={actions.deleteAllRead}>
            Delete all read
          </Button>
        </Group>
      </Group>
      <NotificationsFilters
        unreadOnly={unreadOnly}
        type={type}
        onUnreadOnlyChange={(value) => filter(() => setUnreadOnly(value))}
        onTypeChange={(value) => filter(() => setType(value))}
      />
      <Card withBorder padding={0} radius="md">
        {list.isPending && <Loader m="md" aria-label="Loading notifications" />}
        {list.isError && (
          <Box m="md">
            <LoadError
              title="Notifications could not be loaded."
              onRetry={() => void list.refetch()}
            />
          </Box>
        )}
        {list.data && (
          <>
            <BulkActions
              listed={listed}
              selected={chosen}
              onSelectAll={(all) => setSelected(new Set(all ? listed : []))}
              onMarkRead={() => markRead.mutate(chosen, clearAfter)}
              onDelete={() => remove.mutate(chosen, clearAfter)}
            />
            <Divider />
            <NotificationList
              notifications={items}
              emptyText={unreadOnly || type ? NO_MATCHES : undefined}
              selection={{ selected, onToggle: toggle }}
            />
          </>
        )}
      </Card>
      <ListPager
        page={page}
        total={total}
        pageSize={PAGE_SIZE}
        onChange={goTo}
        label="Notification pages"
        itemLabel={(number) => `Page ${number}`}
      />
      {list.data && (
        <Text size="xs" c="dimmed" ta="center">
          {total} {total === 1 ? 'notification' : 'notifications'}
        </Text>
      )}
    </Stack>
  );
}

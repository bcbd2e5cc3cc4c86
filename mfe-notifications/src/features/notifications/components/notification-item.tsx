import {
  ActionIcon,
  Badge,
  Box,
  Checkbox,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  formatRelativeTime,
  isDownloadReady,
  notificationType,
  showsProgress,
  type PortalNotification,
} from '@portal/shared';
import { downloadDataOf } from '../api/notification-data';
import { DownloadProgress } from './download-progress';

/** A checkbox that selects the item for bulk actions (the /notifications page). */
export interface ItemSelection {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Props of NotificationItem. */
interface NotificationItemProps {
  notification: PortalNotification;
  onOpen: (notification: PortalNotification) => void;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
  selection?: ItemSelection;
}

/** One notification: type, title, message, relative time, and its actions. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
  selection,
}: NotificationItemProps) {
  const type = notificationType(notification.type);
  const download = downloadDataOf(notification);
  // A download is clickable only once its file is ready; other types always are.
  const clickable = download ? isDownloadReady(download.status) : true;
  const failed = download?.status === 'Failed';
  const body = (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        {!notification.isRead && (
          <Box w={8} h={8} bg="blue" style={{ borderRadius: 4 }} aria-label="Unread" />
        )}
        {/* minWidth 0: a flex item may then shrink below its text, which ends in an ellipsis. */}
        <Text size="sm" fw={notification.isRead ? 400 : 600} truncate miw={0}>
          {notification.title}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {notification.message}
      </Text>
      {download && showsProgress(download.status) && (
        <DownloadProgress title={notification.title} download={download} />
      )}
      <Group gap="xs">
        <Badge size="xs" variant="dot" color={failed ? 'red' : type.color}>
          {download && !isDownloadReady(download.status)
            ? `${type.label} · ${download.status}`
            : type.label}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(notification.createdDate)}
        </Text>
      </Group>
    </Stack>
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={6} px="xs">
      {selection && (
        <Checkbox
          mt={4}
          aria-label={`Select: ${notification.title}`}
          checked={selection.checked}
          onChange={(event) => selection.onChange(event.currentTarget.checked)}
        />
      )}
      {clickable ? (
        <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen(notification)}>
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
      <Stack gap={2}>
        {!notification.isRead && (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`Mark as read: ${notification.title}`}
            onClick={() => onMarkRead(notification.id)}
          >
            ✓
          </ActionIcon>
        )}
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label={`Delete: ${notification.title}`}
          onClick={() => onDelete(notification.id)}
        >
          ✕
        </ActionIcon>
      </Stack>
    </Group>
  );
}

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { DROPDOWN_LIMIT } from '../constants';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationList } from './notification-list';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** Props of NotificationsDropdown. */
interface NotificationsDropdownProps {
  /**
   * `header`: an icon in the bar, its list under it. `menu`: an entry of the phone menu like the
   * others ('Notifications' and the count), its list as wide as the entry, inside the menu.
   */
  variant?: 'header' | 'menu';
}

const BellIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The header bell with the unread badge and the dropdown of the latest notifications. */
export function NotificationsDropdown({ variant = 'header' }: NotificationsDropdownProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const unread = useUnreadCount().data ?? 0;
  const list = useNotifications(DROPDOWN_LIMIT);
  const actions = useNotificationActions();
  const items = list.data ?? [];
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const inMenu = variant === 'menu';
  // Escape closes it wherever focus is (the bell keeps it after a click), as menus do.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  return (
    <Popover
      opened={opened}
      onChange={(value) => !value && close()}
      // 360 px, or the screen's width less a margin on a phone; in the menu, the menu's width.
      width={inMenu ? 'target' : 'min(360px, calc(100vw - 16px))'}
      position={inMenu ? 'bottom' : 'bottom-end'}
      shadow="md"
      returnFocus
    >
      <Popover.Target>
        {inMenu ? (
          // Its name is the words it shows (WCAG 2.5.3): 'Notifications 3 unread'.
          <Button
            variant="subtle"
            onClick={toggle}
            leftSection={<BellIcon />}
            rightSection={
              unread > 0 && (
                <Badge color="red" size="sm" circle={unread < 10}>
                  {badgeText(unread)}
                  <VisuallyHidden> unread</VisuallyHidden>
                </Badge>
              )
            }
          >
            Notifications
          </Button>
        ) : (
          <ActionIcon variant="subtle" size="lg" aria-label={name} onClick={toggle}>
            <Indicator
              label={badgeText(unread)}
              size={18}
              disabled={unread === 0}
              color="red"
              offset={2}
            >
              <BellIcon />
            </Indicator>
          </ActionIcon>
        )}
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {/* On a narrow screen the two buttons go under the title rather than off the edge. */}
        <Group justify="space-between" px="sm" py="xs" gap={4}>
          <Text fw={600}>Notifications</Text>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={actions.markAllRead}
            >
              Mark all read
            </Button>
            {/* Read ones may exist beyond the ten listed: off only when the list is all there
                is and none of it is read (an empty list among them). */}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={items.length < DROPDOWN_LIMIT && items.every((item) => !item.isRead)}
              onClick={actions.deleteAllRead}
            >
              Delete all read
            </Button>
          </Group>
        </Group>
        {/* Above the list, 'My downloads' first: a notification arriving while the dropdown is
            open grows the list (and may bring 'View all'), and must not move a link the
            visitor is about to click. */}
        <Group px="sm" pb="xs" justify="space-between" gap="lg">
          <Anchor component={Link} to="/downloads" size="sm" onClick={close}>
            My downloads
          </Anchor>
          {items.length >= DROPDOWN_LIMIT && (
            <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
              View all notifications
            </Anchor>
          )}
        </Group>
        {/* Vertical only, its content no wider than the list (an autosized one is at least as
            wide as its longest line), so long titles end in '…' and the buttons stay in view. */}
        <ScrollArea.Autosize mah={420} scrollbars="y" styles={{ content: { minWidth: 0 } }}>
          <NotificationList notifications={items} onNavigate={close} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

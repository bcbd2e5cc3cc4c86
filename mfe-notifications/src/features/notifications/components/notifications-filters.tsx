import { Group, Select, Switch } from '@mantine/core';
import { NOTIFICATION_TYPE_INFO, NOTIFICATION_TYPES, type NotificationType } from '@portal/shared';

/** The filter's choices, in the API's order. */
const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_INFO[type].label,
}));

/** Props of NotificationsFilters. */
interface NotificationsFiltersProps {
  unreadOnly: boolean;
  type: NotificationType | null;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
  onTypeChange: (type: NotificationType | null) => void;
}

/** The /notifications page's filters: unread only, and one notification type. */
export function NotificationsFilters(props: NotificationsFiltersProps) {
  return (
    <Group>
      <Switch
        label="Unread only"
        checked={props.unreadOnly}
        onChange={(event) => props.onUnreadOnlyChange(event.currentTarget.checked)}
      />
      <Select
        aria-label="Type"
        placeholder="All types"
        clearable
        value={props.type}
        // The choices are the types themselves, so the value is always one of them.
        onChange={(value) => props.onTypeChange(value as NotificationType | null)}
        data={TYPE_OPTIONS}
      />
    </Group>
  );
}

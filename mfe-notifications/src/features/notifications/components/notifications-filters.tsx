import { Group, Select, Switch } from '@mantine/core';
import { NOTIFICATION_TYPES } from '@portal/shared';

/** Props of NotificationsFilters. */
interface NotificationsFiltersProps {
  unreadOnly: boolean;
  type: string | null;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
  onTypeChange: (type: string | null) => void;
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
        onChange={props.onTypeChange}
        data={NOTIFICATION_TYPES.map((type) => ({ value: type.key, label: type.label }))}
      />
    </Group>
  );
}

import { Button, Checkbox, Group, Text } from '@mantine/core';

/** Props of BulkActions. */
interface BulkActionsProps {
  /** Ids listed on this page. */
  listed: number[];
  /** Ids selected among them. */
  selected: number[];
  onSelectAll: (all: boolean) => void;
  onMarkRead: () => void;
  onDelete: () => void;
}

/** Select all on the page, then mark the selected read or delete them. */
export function BulkActions({
  listed,
  selected,
  onSelectAll,
  onMarkRead,
  onDelete,
}: BulkActionsProps) {
  const all = listed.length > 0 && selected.length === listed.length;
  const none = selected.length === 0;
  return (
    <Group justify="space-between" px="sm" py="xs">
      <Checkbox
        label="Select all on this page"
        checked={all}
        indeterminate={!all && !none}
        disabled={listed.length === 0}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
        </Text>
        <Button size="compact-sm" variant="light" disabled={none} onClick={onMarkRead}>
          Mark selected as read
        </Button>
        <Button size="compact-sm" variant="light" color="red" disabled={none} onClick={onDelete}>
          Delete selected
        </Button>
      </Group>
    </Group>
  );
}

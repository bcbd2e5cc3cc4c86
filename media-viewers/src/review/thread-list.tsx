import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReviewThread, ReviewThreadList } from '@portal/shared';
import { ThreadCard } from './thread-card';

/** Which threads the panel lists. */
export type ThreadFilter = 'open' | 'resolved' | 'all';
/** How the panel orders them. */
export type ThreadOrder = 'position' | 'newest';

const EMPTY: Record<ThreadFilter, string> = {
  open: 'No open comments.',
  resolved: 'No resolved comments.',
  all: 'No comments yet. Start the conversation.',
};

/** The filter (with counts) and order, then each thread as a card. */
export function ThreadList({
  list,
  threads,
  filter,
  order,
  selectedId,
  onFilterChange,
  onOrderChange,
  onSelect,
}: {
  list: ReviewThreadList;
  threads: readonly ReviewThread[];
  filter: ThreadFilter;
  order: ThreadOrder;
  selectedId: number | null;
  onFilterChange: (filter: ThreadFilter) => void;
  onOrderChange: (order: ThreadOrder) => void;
  onSelect: (id: number) => void;
}) {
  const count = (n: number) => n.toLocaleString('en-AU');
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between">
        <SegmentedControl
          size="xs"
          aria-label="Show comments"
          value={filter}
          onChange={(value) => onFilterChange(value as ThreadFilter)}
          data={[
            { value: 'open', label: `Open (${count(list.open)})` },
            { value: 'resolved', label: `Resolved (${count(list.resolved)})` },
            { value: 'all', label: `All (${count(list.open + list.resolved)})` },
          ]}
        />
        <SegmentedControl
          size="xs"
          aria-label="Order comments"
          value={order}
          onChange={(value) => onOrderChange(value as ThreadOrder)}
          data={[
            { value: 'position', label: 'By position' },
            { value: 'newest', label: 'Newest' },
          ]}
        />
      </Group>
      {threads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EMPTY[filter]}
        </Text>
      ) : (
        threads.map((thread) => (
          <ThreadCard
            key={thread.id}
            thread={thread}
            selected={thread.id === selectedId}
            canComment={list.canComment}
            onSelect={onSelect}
          />
        ))
      )}
    </Stack>
  );
}

import { Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import type { ReviewThread, ReviewThreadList } from '@portal/shared';
import { ThreadCard } from './thread-card';

/** Which threads the panel lists. */
export type ThreadFilter = 'open' | 'resolved' | 'all';
/** How the panel orders them. */
export type ThreadOrder = 'position' | 'newest';

/**
 * Threads drawn at first, and added by each 'Show more': a medium with hundreds of threads shows
 * its markers (all of them, on the medium) without first laying out hundreds of cards.
 */
export const THREADS_PER_PAGE = 40;

/** Nothing yet: the cards' first render, deferred behind the medium and its markers. */
const NO_THREADS: readonly ReviewThread[] = [];

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
  const [pages, setPages] = useState(1);
  // The cards are laid out after the viewer has drawn the medium and its markers (a render of
  // lower priority), so a busy medium shows where its comments are at once.
  const cards = useDeferredValue(threads, NO_THREADS);
  const arriving = cards !== threads && cards.length === 0 && threads.length > 0;
  // The chosen thread is always listed, however far down it is.
  const chosen = cards.findIndex((thread) => thread.id === selectedId);
  const length = Math.max(pages * THREADS_PER_PAGE, chosen + 1);
  const rest = cards.length - length;
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
      {arriving && <Loader size="sm" aria-label="Loading comments" />}
      {!arriving && cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EMPTY[filter]}
        </Text>
      ) : (
        cards
          .slice(0, length)
          .map((thread) => (
            <ThreadCard
              key={thread.id}
              thread={thread}
              selected={thread.id === selectedId}
              canComment={list.canComment}
              onSelect={onSelect}
            />
          ))
      )}
      {rest > 0 && (
        <Button
          variant="default"
          size="xs"
          onClick={() => setPages(Math.ceil(length / THREADS_PER_PAGE) + 1)}
        >
          Show more comments ({count(rest)} more)
        </Button>
      )}
    </Stack>
  );
}

import { Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReviewCommentQuery, ReviewThread, ReviewThreadList } from '@portal/shared';
import { ThreadCard } from './thread-card';
import { useIdleCount, useTimePassed } from './use-idle-count';

/** Which threads the panel lists. */
export type ThreadFilter = ReviewCommentQuery['status'];
/** How the panel orders them. */
export type ThreadOrder = ReviewCommentQuery['order'];

/**
 * Threads drawn at first, and added by each 'Show more': a medium with hundreds of threads shows
 * its markers (all of them, on the medium) without first laying out hundreds of cards.
 */
export const THREADS_PER_PAGE = 40;
/** Cards added in each idle moment while the first page is laid out. */
const CARDS_PER_IDLE = 8;
/**
 * The longest the cards wait for the medium to be shown (ms): a viewer that failed, or is slow
 * to load, does not keep the list from the panel.
 */
export const MEDIUM_WAIT_MS = 1500;

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
  mediumShown,
}: {
  list: ReviewThreadList;
  threads: readonly ReviewThread[];
  filter: ThreadFilter;
  order: ThreadOrder;
  selectedId: number | null;
  onFilterChange: (filter: ThreadFilter) => void;
  onOrderChange: (order: ThreadOrder) => void;
  onSelect: (id: number) => void;
  /** Whether the viewer shows the medium: until then (or `MEDIUM_WAIT_MS`) no card is laid out. */
  mediumShown: boolean;
}) {
  const count = (n: number) => n.toLocaleString('en-AU');
  const [pages, setPages] = useState(1);
  // The first page of cards is laid out a few at a time when the browser is idle, once the medium
  // is shown: a busy medium draws its picture and markers first, without a card's work cutting
  // in. A chosen thread (a link to a comment) is listed at once, however far down it is.
  const chosen = threads.findIndex((thread) => thread.id === selectedId);
  const length = Math.max(pages * THREADS_PER_PAGE, chosen + 1);
  const waitedLongEnough = useTimePassed(MEDIUM_WAIT_MS);
  const laidOut = useIdleCount(THREADS_PER_PAGE, CARDS_PER_IDLE, mediumShown || waitedLongEnough);
  const firstPageDone = chosen >= 0 || laidOut === THREADS_PER_PAGE;
  const cards = threads.slice(0, firstPageDone ? length : Math.min(length, laidOut));
  const arriving = cards.length === 0 && threads.length > 0;
  const rest = threads.length - length;
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
        cards.map((thread) => (
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

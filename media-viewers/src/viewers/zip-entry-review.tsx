import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { ReviewBinding, ReviewMarker } from '../review/review-binding';

/** The threads that name each entry of the archive, oldest first. */
export function threadsByEntry(markers: readonly ReviewMarker[]) {
  const byEntry = new Map<string, ReviewMarker[]>();
  for (const marker of markers) {
    if (marker.anchor.kind !== 'whole' || !marker.anchor.entry) continue;
    byEntry.set(marker.anchor.entry, [...(byEntry.get(marker.anchor.entry) ?? []), marker]);
  }
  return byEntry;
}

/**
 * An entry's review cell: 'Comment on <entry>' pins the comment being written to it, and the
 * count of its threads chooses the first of them.
 */
export function ZipEntryReview({
  name,
  threads,
  review,
}: {
  name: string;
  threads: readonly ReviewMarker[];
  review: ReviewBinding;
}) {
  const count = threads.length;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {count > 0 && (
        <Button
          variant="light"
          size="compact-xs"
          aria-label={`${count} ${count === 1 ? 'comment' : 'comments'} on ${name}`}
          onClick={() => review.select(threads[0]!.id)}
        >
          {count}
        </Button>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Comment on ${name}`}
        title={`Comment on ${name}`}
        onClick={() =>
          review.changeDraft({ anchor: { kind: 'whole', entry: name }, drawing: null })
        }
      >
        <IconMessagePlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Media } from '@portal/shared';
import { countReviews, needsAttention, rollupText } from '../lib/review-counts';

/** Said by a post none of whose media need attention while the filter is on. */
export const NOTHING_NEEDS_ATTENTION = 'Nothing here needs attention.';

/** A post's review roll-up ("3 of 5 approved · 1 changes requested"), when its media carry reviews. */
export function PostReviewRollup({ media }: { media: readonly Media[] }) {
  const counts = countReviews(media);
  if (counts.total === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {rollupText(counts)}
    </Text>
  );
}

/**
 * A post's media as the filter shows them: all, or only those needing attention (and a line
 * saying so when none do). `children` renders the media shown. The open medium stays, so that
 * approving it does not close its viewer under the reviewer.
 */
export function AttentionFiltered({
  media,
  attentionOnly,
  openId,
  children,
}: {
  media: Media[];
  attentionOnly: boolean;
  openId: number | null;
  children: (media: Media[]) => ReactNode;
}) {
  if (!attentionOnly) return children(media);
  const shown = media.filter((each) => each.id === openId || needsAttention(each));
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NOTHING_NEEDS_ATTENTION}
      </Text>
    );
  }
  return children(shown);
}

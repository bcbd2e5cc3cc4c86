import { Group, SegmentedControl, Text } from '@mantine/core';
import type { Media } from '@portal/shared';
import { countReviews, summaryText } from '../lib/review-counts';

const ALL = 'all';
const ATTENTION = 'attention';

/**
 * Under the project's title: where its media stand in review, and the 'Show' filter (all media,
 * or only those needing attention). Nothing when no medium on the page carries a review.
 */
export function ReviewSummary({
  media,
  attentionOnly,
  onAttentionOnlyChange,
}: {
  media: readonly Media[];
  attentionOnly: boolean;
  /** Leave out where there is nothing to filter (another tab than the posts). */
  onAttentionOnlyChange?: (on: boolean) => void;
}) {
  const counts = countReviews(media);
  if (counts.total === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text fw={500}>{summaryText(counts)}</Text>
      {onAttentionOnlyChange && (
        <Group gap="xs">
          <Text size="sm" id="review-filter-label">
            Show:
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="review-filter-label"
            value={attentionOnly ? ATTENTION : ALL}
            onChange={(value) => onAttentionOnlyChange(value === ATTENTION)}
            data={[
              { value: ALL, label: 'All media' },
              { value: ATTENTION, label: 'Needs attention' },
            ]}
          />
        </Group>
      )}
    </Group>
  );
}

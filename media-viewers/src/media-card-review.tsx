import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { REVIEW_STATE_LABELS, type Media, type MediaReviewSummary } from '@portal/shared';
import { REVIEW_STATE_COLOURS } from './review/approval-bar';
import { decidedBy } from './review/decision-history';

/** "Comments on Dusk: 3, 1 open": the count button's name (its visible text is the part after). */
export const commentCount = ({ comments, openComments }: MediaReviewSummary) =>
  comments === 0
    ? '0'
    : `${comments.toLocaleString('en-AU')}, ${openComments.toLocaleString('en-AU')} open`;

/** "Changes requested by Olivia Harbour: the roof line" (who, for whom, and why). */
export function changesRequestedLine(review: MediaReviewSummary) {
  const decision = review.decision;
  if (review.state !== 'ChangesRequested' || !decision) return null;
  const who = `${REVIEW_STATE_LABELS.ChangesRequested} by ${decidedBy(decision)}`;
  return decision.reason ? `${who}: ${decision.reason}` : who;
}

/**
 * A card's review strip, outside its open button so that a screen reader hears it: the state
 * badge, who asked for changes and why (two lines, the rest in its title), and the comments
 * count, which opens the medium's review.
 */
export function MediaCardReview({
  media,
  review,
  onOpenReview,
}: {
  media: Media;
  review: MediaReviewSummary;
  onOpenReview?: () => void;
}) {
  const changes = changesRequestedLine(review);
  const count = commentCount(review);
  return (
    <Box px="sm" pb="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Badge variant="light" color={REVIEW_STATE_COLOURS[review.state]}>
          {REVIEW_STATE_LABELS[review.state]}
        </Badge>
        {onOpenReview && (
          <Button
            variant="subtle"
            // compact-sm: at least 24 px high, WCAG 2.2's smallest target.
            size="compact-sm"
            color="gray"
            leftSection={<IconMessage size={14} aria-hidden />}
            aria-label={`Comments on ${media.title}: ${count}`}
            onClick={onOpenReview}
          >
            {count}
          </Button>
        )}
      </Group>
      {changes && (
        <Text size="xs" mt={4} lineClamp={2} title={changes}>
          {changes}
        </Text>
      )}
    </Box>
  );
}

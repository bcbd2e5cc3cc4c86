import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { dueLabel } from '../lib/due-dates';

/** Said, and heard, once a due day has passed while the review is still open. */
export const OVERDUE = 'Overdue';

/**
 * A review's due day ('Due 3 Dec') and, once it has passed while the review is still open, a red
 * 'Overdue'; each says what it is about to a screen reader (`subject`: the post or medium).
 */
export function DueBadge({
  dueOn,
  overdue,
  subject,
}: {
  dueOn: string;
  overdue: boolean;
  subject: string;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color="gray">
        {dueLabel(dueOn)}
        <VisuallyHidden>{`: review of ${subject}`}</VisuallyHidden>
      </Badge>
      {overdue && (
        <Badge variant="filled" color="red">
          {OVERDUE}
          <VisuallyHidden>{`: the review of ${subject} is past its due date`}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}

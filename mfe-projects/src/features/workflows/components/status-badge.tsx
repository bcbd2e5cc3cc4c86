import { Badge } from '@mantine/core';
import { BADGE_STYLES, statusBadge, type StatusBadge } from '@portal/shared';

/** A record's status as its table labels and styles it (spec point 4's badge). */
export function WorkflowStatusBadge({
  statuses,
  value,
}: {
  statuses: StatusBadge[];
  value: number;
}) {
  const badge = statusBadge(statuses, value);
  const style = BADGE_STYLES[badge.styleClass];
  return (
    <Badge color={style.color} variant={style.variant} data-style-class={badge.styleClass}>
      {badge.label}
    </Badge>
  );
}

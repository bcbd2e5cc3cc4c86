import { Badge } from '@mantine/core';
import { projectVisibility, type ProjectVisibility } from '@portal/shared';

/** A project's visibility level as a badge (label and colour from the shared table). */
export function VisibilityBadge({ value }: { value: ProjectVisibility }) {
  const level = projectVisibility(value);
  return (
    <Badge color={level.color} variant="dot">
      {level.label}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { projectVisibility, type ProjectVisibility } from '@portal/shared';
import { VisibilityIcon } from '../../../components/visibility-icon';

/** A project's visibility level as a badge with its icon, named for screen readers. */
export function VisibilityBadge({ value }: { value: ProjectVisibility }) {
  const level = projectVisibility(value);
  return (
    // Neutral text (its contrast holds on any level); the level's colour is on the icon.
    <Badge
      variant="default"
      leftSection={<VisibilityIcon value={value} />}
      aria-label={`Visibility: ${level.label}`}
    >
      {level.label}
    </Badge>
  );
}

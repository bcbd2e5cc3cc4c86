import { Badge } from '@mantine/core';
import { IconBuilding, IconLock, IconUserPlus, IconWorld, type Icon } from '@tabler/icons-react';
import { projectVisibility, type ProjectVisibility } from '@portal/shared';

/** The spec's icon of each level (lock, person-plus, building, globe), by the shared table's name. */
const ICONS = {
  lock: IconLock,
  'user-plus': IconUserPlus,
  building: IconBuilding,
  world: IconWorld,
} as const satisfies Record<ReturnType<typeof projectVisibility>['icon'], Icon>;

/** A project's visibility level as a badge with its icon, named for screen readers. */
export function VisibilityBadge({ value }: { value: ProjectVisibility }) {
  const level = projectVisibility(value);
  const Icon = ICONS[level.icon as keyof typeof ICONS];
  return (
    // Neutral text (its contrast holds on any level); the level's colour is on the icon.
    <Badge
      variant="default"
      leftSection={<Icon size={12} aria-hidden color={`var(--mantine-color-${level.color}-7)`} />}
      aria-label={`Visibility: ${level.label}`}
    >
      {level.label}
    </Badge>
  );
}

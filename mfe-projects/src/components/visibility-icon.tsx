import { Group, type ComboboxItem, type SelectProps } from '@mantine/core';
import { IconBuilding, IconLock, IconUserPlus, IconWorld, type Icon } from '@tabler/icons-react';
import { projectVisibility, type ProjectVisibility } from '@portal/shared';

/** The spec's icon of each level (lock, person-plus, building, globe), by the shared table's name. */
const ICONS = {
  lock: IconLock,
  'user-plus': IconUserPlus,
  building: IconBuilding,
  world: IconWorld,
} as const satisfies Record<ReturnType<typeof projectVisibility>['icon'], Icon>;

/** A visibility level's icon in the level's colour; decorative, since its label is beside it. */
export function VisibilityIcon({ value, size = 12 }: { value: ProjectVisibility; size?: number }) {
  const level = projectVisibility(value);
  const Icon = ICONS[level.icon as keyof typeof ICONS];
  return <Icon size={size} aria-hidden color={`var(--mantine-color-${level.color}-7)`} />;
}

/** A Select option of a visibility level (its value the level as text): its icon, then its label. */
export const renderVisibilityOption: SelectProps['renderOption'] = ({
  option,
}: {
  option: ComboboxItem;
}) => (
  <Group gap="xs" wrap="nowrap">
    {option.value && <VisibilityIcon value={Number(option.value) as ProjectVisibility} size={16} />}
    {option.label}
  </Group>
);

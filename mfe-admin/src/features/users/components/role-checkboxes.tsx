import { Checkbox, Group } from '@mantine/core';
import type { Role } from '@portal/shared';
import { usePermissionTable } from '../../../lib/api/get-permissions';

/** Props of RoleCheckboxes. */
interface RoleCheckboxesProps {
  value: Role[];
  onChange: (value: Role[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The four roles of spec point 6, named as the server's permission table names them. */
export function RoleCheckboxes({ value, onChange, error, disabled }: RoleCheckboxesProps) {
  const table = usePermissionTable();
  return (
    <Checkbox.Group
      label="Roles"
      value={value}
      // Every box's value is a role name of the server's table.
      onChange={(names) => onChange(names as Role[])}
      error={error ?? (table.isError ? 'The roles could not be loaded.' : undefined)}
    >
      <Group mt="xs" gap="md">
        {(table.data?.roles ?? []).map((role) => (
          <Checkbox
            key={role.name}
            value={role.name}
            label={role.name}
            disabled={disabled}
            title={role.permissions.join(', ')}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

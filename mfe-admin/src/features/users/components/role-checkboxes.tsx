import { Checkbox, Group } from '@mantine/core';
import { usePermissionTable } from '../../../lib/api/get-permissions';

/** Props of RoleCheckboxes. */
interface RoleCheckboxesProps {
  value: string[];
  onChange: (value: string[]) => void;
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
      onChange={onChange}
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

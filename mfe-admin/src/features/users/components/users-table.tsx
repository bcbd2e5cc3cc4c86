import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AdminUser } from '@portal/shared';
import { AdminTable } from '../../../lib/components/admin-table';
import { NO_CLIENT_LABEL } from './client-select';

/** Props of UsersTable. */
interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
}

/** The users of one page as a table, each with Edit. */
export function UsersTable({ users, onEdit }: UsersTableProps) {
  return (
    <AdminTable
      label="Users"
      minWidth={720}
      columns={['E-mail', 'Name', 'Client', 'Roles', 'Flags']}
    >
      {users.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>{user.userName}</Table.Td>
          <Table.Td>
            {user.clientName ?? (
              <Text c="dimmed" size="sm">
                {NO_CLIENT_LABEL}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{user.roles.join(', ')}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              {user.isAdmin && <Badge color="red">ADMIN</Badge>}
              {/* teal at the theme's shade 8 is under 4.5:1 against the white label */}
              {user.isShowcaseUser && <Badge color="teal.9">Showcase</Badge>}
              {user.canImpersonate && <Badge color="grape">Impersonates</Badge>}
              {user.disabled && <Badge color="gray">Disabled</Badge>}
            </Group>
          </Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              aria-label={`Edit ${user.email}`}
              onClick={() => onEdit(user)}
            >
              Edit
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminUser } from '@portal/shared';
import { NO_CLIENT_LABEL } from './client-select';

/** Props of UsersTable. */
interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
}

/** The users of one page as a table, each with Edit. */
export function UsersTable({ users, onEdit }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Flags</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

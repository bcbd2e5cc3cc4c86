import { Badge, Group, Table, Text } from '@mantine/core';
import type { AdminUser } from '../api/get-users';

/** The users of one page as a table. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Flags</Table.Th>
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
                    No client
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{user.roles.join(', ')}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.isAdmin && <Badge color="red">ADMIN</Badge>}
                  {user.isShowcaseUser && <Badge color="teal">Showcase</Badge>}
                  {user.disabled && <Badge color="gray">Disabled</Badge>}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

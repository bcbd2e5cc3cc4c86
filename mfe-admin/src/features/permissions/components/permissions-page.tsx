import { Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { isApiError, LoadError } from '@portal/shared';
import { usePermissionTable } from '../../../lib/api/get-permissions';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { TableScroller } from '../../../lib/components/table-scroller';

/** Column of the admin flag, which holds every permission whatever the roles. */
const ADMIN_COLUMN = 'Administrator';

function Cell({ granted }: { granted: boolean }) {
  return (
    <Table.Td ta="center">
      <Text span aria-hidden c={granted ? 'teal' : 'dimmed'} fw={700}>
        {granted ? '✓' : '–'}
      </Text>
      <VisuallyHidden>{granted ? 'Granted' : 'Not granted'}</VisuallyHidden>
    </Table.Td>
  );
}

/** /admin/permissions: which role holds which permission, as the server enforces it (read-only). */
export function PermissionsPage() {
  const table = usePermissionTable();
  if (isApiError(table.error, 403)) return <AdminAccessDenied />;
  return (
    <Stack>
      <Title order={1}>Roles and permissions</Title>
      <Text c="dimmed">
        The table the server checks every call against. It changes only with a new release.
      </Text>
      {table.isPending && <Skeleton h={320} />}
      {table.isError && (
        <LoadError title="Permissions could not be loaded." onRetry={() => void table.refetch()} />
      )}
      {table.data && (
        <TableScroller label="Permissions by role" minWidth={720}>
          <Table striped withTableBorder aria-label="Permissions by role">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Permission</Table.Th>
                {table.data.roles.map((role) => (
                  <Table.Th key={role.name} ta="center">
                    {role.name}
                  </Table.Th>
                ))}
                <Table.Th ta="center">{ADMIN_COLUMN}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.data.permissions.map((permission) => (
                <Table.Tr key={permission}>
                  <Table.Th scope="row" fw={400}>
                    {permission}
                  </Table.Th>
                  {table.data.roles.map((role) => (
                    <Cell key={role.name} granted={role.permissions.includes(permission)} />
                  ))}
                  <Cell granted={table.data.adminPermissions.includes(permission)} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
}

import { Badge, Button, Group, Image, Table, Text } from '@mantine/core';
import type { AdminClient } from '@portal/shared';
import { AdminTable } from '../../../lib/components/admin-table';

/** Props of ClientsTable. */
interface ClientsTableProps {
  clients: AdminClient[];
  onRename: (client: AdminClient) => void;
  onUploadLogo: (client: AdminClient) => void;
}

/** Every client with its logo, counts, Rename and Upload logo. */
export function ClientsTable({ clients, onRename, onUploadLogo }: ClientsTableProps) {
  return (
    <AdminTable label="Clients" minWidth={640} columns={['Logo', 'Name', 'Users', 'Projects']}>
      {clients.map((client) => (
        <Table.Tr key={client.id}>
          <Table.Td>
            {client.logoUrl ? (
              <Image src={client.logoUrl} alt={`${client.name} logo`} h={32} w="auto" />
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap="xs">
              {client.name}
              {client.isInternal && <Badge variant="light">Internal</Badge>}
            </Group>
          </Table.Td>
          <Table.Td>{client.userCount}</Table.Td>
          <Table.Td>{client.projectCount}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                aria-label={`Rename ${client.name}`}
                onClick={() => onRename(client)}
              >
                Rename
              </Button>
              <Button
                size="xs"
                variant="light"
                aria-label={`Upload logo for ${client.name}`}
                onClick={() => onUploadLogo(client)}
              >
                Upload logo
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

import { Badge, Button, Group, Image, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminClient } from '@portal/shared';

/** Props of ClientsTable. */
interface ClientsTableProps {
  clients: AdminClient[];
  onRename: (client: AdminClient) => void;
  onUploadLogo: (client: AdminClient) => void;
}

/** Every client with its logo, counts, Rename and Upload logo. */
export function ClientsTable({ clients, onRename, onUploadLogo }: ClientsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Clients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Logo</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th>Projects</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { engagementTypesIn, formatDateTime, type Enquiry } from '@portal/shared';
import { AdminTable } from '../../../lib/components/admin-table';

const COLUMNS = ['Received', 'Name', 'E-mail', 'Organisation', 'Services', 'Message', 'Status'];

/** Props of EnquiriesTable. */
interface EnquiriesTableProps {
  enquiries: Enquiry[];
  /** Marks one handled (true) or open again (false). */
  onHandled: (id: number, handled: boolean) => void;
  /** The enquiry whose change is on its way (its button spins). */
  pendingId: number | null;
}

/** One page of enquiries: who, about what, what they said, and whether it has been handled. */
export function EnquiriesTable({ enquiries, onHandled, pendingId }: EnquiriesTableProps) {
  return (
    <AdminTable label="Enquiries" minWidth={1000} columns={COLUMNS}>
      {enquiries.map((enquiry) => {
        const handled = enquiry.handledDate !== null;
        return (
          <Table.Tr key={enquiry.id}>
            <Table.Td>
              <time dateTime={enquiry.createdDate}>{formatDateTime(enquiry.createdDate)}</time>
            </Table.Td>
            <Table.Td>{enquiry.name}</Table.Td>
            <Table.Td>
              {/* The visitor's own address: replying is the point of the list. */}
              <Anchor href={`mailto:${enquiry.email}`}>{enquiry.email}</Anchor>
              {enquiry.phone && (
                <Text size="xs" c="dimmed">
                  {enquiry.phone}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{enquiry.organisation ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {engagementTypesIn(enquiry.engagementTypes).map((type) => (
                  <Badge key={type.engagementType} color="indigo.9" miw="max-content">
                    {type.description}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td maw={360}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {enquiry.message || '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              {handled ? (
                <>
                  <Badge color="teal.9" miw="max-content">
                    Handled
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(enquiry.handledDate!)}
                    {enquiry.handledBy ? ` by ${enquiry.handledBy}` : ''}
                  </Text>
                </>
              ) : (
                <Badge color="blue.9" miw="max-content">
                  Open
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant={handled ? 'default' : 'filled'}
                loading={pendingId === enquiry.id}
                onClick={() => onHandled(enquiry.id, !handled)}
              >
                {handled ? 'Reopen' : 'Mark handled'}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}

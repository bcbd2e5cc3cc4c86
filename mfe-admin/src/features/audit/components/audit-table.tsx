import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime, type AuditEntry, type ImpersonationAction } from '@portal/shared';
import { TableScroller } from '../../../lib/components/table-scroller';

/** How each action reads in the log (shade 9: white labels keep AA contrast). */
const ACTIONS = {
  start: { label: 'Started', color: 'red.9' },
  stop: { label: 'Stopped', color: 'teal.9' },
} satisfies Record<ImpersonationAction, { label: string; color: string }>;

/** Text for an account that no longer exists (the log outlives users). */
const GONE = 'deleted user';

/** One page of the impersonation audit log: who, as whom, for which client, when and from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableScroller label="Impersonation audit log" minWidth={860}>
      <Table striped aria-label="Impersonation audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Acting as</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.createdDate}>{formatDateTime(entry.createdDate)}</time>
              </Table.Td>
              <Table.Td>
                {/* Never narrower than its word: the table scrolls instead of cutting it. */}
                <Badge color={ACTIONS[entry.action].color} miw="max-content">
                  {ACTIONS[entry.action].label}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.actorEmail ?? GONE}</Table.Td>
              <Table.Td>
                {entry.targetUserId === null ? 'themselves' : (entry.targetEmail ?? GONE)}
              </Table.Td>
              <Table.Td>{entry.clientName ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm">{entry.ipAddress}</Text>
                <Text size="xs" c="dimmed" lineClamp={1} title={entry.userAgent}>
                  {entry.userAgent}
                </Text>
              </Table.Td>
              <Table.Td>{entry.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

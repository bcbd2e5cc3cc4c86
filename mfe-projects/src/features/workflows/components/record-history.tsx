import { Button, Collapse, Stack, Text, Timeline } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime, statusBadge, type StatusBadge, type WorkflowEvent } from '@portal/shared';

/**
 * Who did what when, newest last, with what they wrote; folded away at first on every workflow
 * (what matters now, such as a question's answer, is on the record's card itself).
 */
export function RecordHistory({
  events,
  statuses,
  reference,
}: {
  events: WorkflowEvent[];
  statuses: StatusBadge[];
  reference: string;
}) {
  const [opened, { toggle }] = useDisclosure(false);
  if (events.length === 0) return null;
  const panelId = `history-${reference}`;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        {opened ? 'Hide history' : `Show history (${events.length})`}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
          {events.map((event, index) => (
            <Timeline.Item
              key={index}
              title={`${event.action} · ${statusBadge(statuses, event.status).label}`}
            >
              <Text size="sm" c="dimmed">
                {event.author} ({event.side === 'studio' ? 'studio' : 'client'}),{' '}
                {formatDateTime(event.date)}
              </Text>
              {event.message && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {event.message}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Collapse>
    </Stack>
  );
}

import { Button, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDateTime, type ReviewDecisionRecord, type ReviewOutcome } from '@portal/shared';

/** What each recorded decision is called in the history. */
export const OUTCOME_LABELS: Record<ReviewOutcome, string> = {
  Approved: 'Approved',
  ChangesRequested: 'Changes requested',
  Withdrawn: 'Decision withdrawn',
};

/** "Approved by Olivia Harbour on behalf of Harbour Homes": who decided, and for whom. */
export const decidedBy = (record: ReviewDecisionRecord) =>
  `${record.by}${record.onBehalfOf ? ` on behalf of ${record.onBehalfOf}` : ''}`;

/** A "History" disclosure: every decision, newest first (outcome, who, for whom, when, why). */
export function DecisionHistory({ history }: { history: readonly ReviewDecisionRecord[] }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (history.length === 0) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        History ({history.length.toLocaleString('en-AU')})
      </Button>
      {opened && (
        <List id={id} size="sm" spacing={6} aria-label="Decision history" listStyleType="none">
          {history.map((record) => (
            <List.Item key={record.id}>
              <Text size="sm" fw={600} span>
                {OUTCOME_LABELS[record.outcome]}
              </Text>{' '}
              <Text size="sm" span>
                by {decidedBy(record)}, {formatDateTime(record.date)}
              </Text>
              {record.reason && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {record.reason}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

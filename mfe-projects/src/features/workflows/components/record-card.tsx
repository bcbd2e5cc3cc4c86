import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatDate, type MoveRequest } from '@portal/shared';
import type { WorkflowRecord, WorkflowView } from '../workflow-view';
import { MoveButtons } from './move-buttons';
import { RecordDialogButton } from './record-dialog-button';
import { RecordHistory } from './record-history';
import { WorkflowStatusBadge } from './status-badge';

/**
 * One estimate, question or invoice: reference, title and status badge; what its workflow shows of
 * it; its documents; the moves the caller may make and, for the studio, Edit; its history.
 */
export function RecordCard<R extends WorkflowRecord, B>({
  view,
  record,
  update,
  move,
  moving,
}: {
  view: WorkflowView<R, B>;
  record: R;
  update: (body: B) => Promise<unknown>;
  move: (body: MoveRequest) => Promise<unknown>;
  moving: boolean;
}) {
  const { Details } = view;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      id={`${view.kind}-${record.id}`}
      aria-labelledby={`${view.kind}-${record.id}-title`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              {record.reference} · updated {formatDate(record.updatedDate)}
            </Text>
            <Title order={3} fz="lg" id={`${view.kind}-${record.id}-title`}>
              {record.title}
            </Title>
          </div>
          <WorkflowStatusBadge statuses={view.statuses} value={record.status} />
        </Group>
        <Details record={record} />
        {record.documents.length > 0 && (
          <Group gap="md">
            {record.documents.map((document) => (
              <Anchor
                key={document.fileUri}
                href={document.fileUri}
                download={document.fileName}
                size="sm"
              >
                <Group gap={4} component="span">
                  <IconFileTypePdf size={16} aria-hidden />
                  {`Download ${document.fileName}`}
                </Group>
              </Anchor>
            ))}
          </Group>
        )}
        <Group gap="xs">
          {record.canEdit && (
            <RecordDialogButton
              view={view}
              record={record}
              label="Edit"
              accessibleName={`Edit ${record.reference} ${record.title}`}
              save={update}
            />
          )}
          <MoveButtons view={view} record={record} move={move} busy={moving} />
        </Group>
        <RecordHistory
          events={record.history}
          statuses={view.statuses}
          reference={`${view.kind}-${record.id}`}
        />
      </Stack>
    </Card>
  );
}

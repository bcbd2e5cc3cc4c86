import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError, type ProjectDetail } from '@portal/shared';
import { useWorkflowChanges, useWorkflowList } from '../api/workflow-data';
import { useLiveWorkflows } from '../hooks/use-live-workflows';
import type { WorkflowRecord, WorkflowView } from '../workflow-view';
import { RecordCard } from './record-card';
import { RecordDialogButton } from './record-dialog-button';

/**
 * A project's estimates, questions or invoices (one tab of its page): 'New …' for the studio, each
 * record as a card, in the order the server gives (visible statuses first, in their order). It
 * changes live when a notification about the project arrives, and a link's `#<kind>-<id>` scrolls
 * to that record.
 */
export function WorkflowSection<R extends WorkflowRecord, B>({
  view,
  project,
}: {
  view: WorkflowView<R, B>;
  project: ProjectDetail;
}) {
  const { data, error, isPending, refetch } = useWorkflowList(view, project.id);
  const { create, update, move } = useWorkflowChanges(view, project.id);
  useLiveWorkflows(project.id);
  const { hash } = useLocation();
  useEffect(() => {
    if (data && hash.startsWith(`#${view.kind}-`))
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [data, hash, view.kind]);

  const heading = (
    <Group justify="space-between">
      <Title order={2} fz="xl">
        {view.title}
      </Title>
      {data?.canCreate && !project.archived && (
        <RecordDialogButton
          view={view}
          label={view.newLabel}
          save={(body) => create.mutateAsync(body)}
        />
      )}
    </Group>
  );
  if (isPending)
    return (
      <Stack>
        {heading}
        <Center py="lg">
          <Loader aria-label={`Loading the ${view.noun}s`} />
        </Center>
      </Stack>
    );
  if (error)
    return (
      <Stack>
        {heading}
        <LoadError
          title={`The ${view.noun}s could not be loaded.`}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  return (
    <Stack>
      {heading}
      {data.items.length === 0 && (
        <Text c="dimmed">{data.canCreate ? view.empty.studio : view.empty.client}</Text>
      )}
      {data.items.map((record) => (
        <RecordCard
          key={record.id}
          view={view}
          record={record}
          update={(body) => update.mutateAsync({ id: record.id, body })}
          move={(body) => move.mutateAsync({ id: record.id, body })}
          moving={move.isPending && move.variables.id === record.id}
        />
      ))}
    </Stack>
  );
}

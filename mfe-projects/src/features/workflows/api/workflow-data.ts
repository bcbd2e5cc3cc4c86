import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoveRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import type { WorkflowRecord, WorkflowView } from '../workflow-view';

/** A project's records of one workflow, and whether the caller may create one. */
export const useWorkflowList = <R extends WorkflowRecord, B>(
  view: WorkflowView<R, B>,
  projectId: number,
) =>
  useQuery({
    queryKey: queryKeys.workflow(projectId, view.kind),
    queryFn: () => view.api.list(projectId),
  });

/**
 * Creating, changing and moving a project's records of one workflow; the list is refetched after
 * each (a move changes what the other records may do, e.g. the order).
 */
export function useWorkflowChanges<R extends WorkflowRecord, B>(
  view: WorkflowView<R, B>,
  projectId: number,
) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.workflow(projectId, view.kind) });
  return {
    create: useMutation({ mutationFn: (body: B) => view.api.create(projectId, body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: B }) => view.api.update(id, body),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: number; body: MoveRequest }) => view.api.move(id, body),
      onSuccess,
    }),
  };
}

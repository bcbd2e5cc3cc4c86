import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, commentEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/projects/{projectId}/comments/{id}; the list is fetched again afterwards. */
export function useDeleteComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      callApi(commentEndpoints.delete, { params: { projectId, id: commentId } }),
    // Also after a failure: a 404 means someone else deleted it, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments(projectId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, commentEndpoints, type NewCommentRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/projects/{projectId}/comments; the list is fetched again afterwards. */
export function useCreateComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCommentRequest) =>
      callApi(commentEndpoints.create, { params: { projectId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments(projectId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, projectEndpoints, type NewPostRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/projects/{projectId}/posts. Every project query is refreshed afterwards: the
 * project's page lists the post, and the list shows the new count and updated date.
 */
export function useCreatePost(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPostRequest) =>
      callApi(projectEndpoints.createPost, { params: { projectId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi, previewPoll, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/embed/project/{projectId}/post/{postId} (public for showcase projects); asked again
 * while a medium's previews are being made.
 */
export function useEmbeddedPost(projectId: string | undefined, postId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.embeddedPost(projectId, postId),
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.embeddedPost, {
        signal,
        params: { projectId: projectId ?? '', postId: postId ?? '' },
      }),
    enabled: Boolean(projectId && postId),
    refetchInterval: (query) => previewPoll(query.state.data && [query.state.data.post]),
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi, previewPoll, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/projects/{id}: one project with its posts and media; asked again every few seconds
 * while a medium's previews are being made, so its tile shows the picture once they are.
 */
export function useProject(projectId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.detail, { signal, params: { id: projectId ?? '' } }),
    enabled: Boolean(projectId),
    refetchInterval: (query) => previewPoll(query.state.data?.posts),
  });
}

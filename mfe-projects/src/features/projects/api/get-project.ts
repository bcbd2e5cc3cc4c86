import { useQuery } from '@tanstack/react-query';
import { callApi, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}: one project with its posts and media. */
export function useProject(projectId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.detail, { signal, params: { id: projectId ?? '' } }),
    enabled: Boolean(projectId),
  });
}

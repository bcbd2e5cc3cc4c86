import { useQuery } from '@tanstack/react-query';
import { callApi, previewPending, projectEndpoints, type ProjectDetail } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** How often a project page looks again while some medium's previews are being made (ms). */
export const PREVIEW_POLL_MS = 3000;

/** Whether some medium of the project is still waiting for its previews. */
const previewsComing = (project: ProjectDetail | undefined) =>
  project?.posts.some((post) => post.media.some(previewPending)) ?? false;

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
    refetchInterval: (query) => (previewsComing(query.state.data) ? PREVIEW_POLL_MS : false),
  });
}

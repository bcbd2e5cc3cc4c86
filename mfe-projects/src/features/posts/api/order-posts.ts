import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/projects/{projectId}/posts/order: every post id, first first. */
export const useOrderPosts = (projectId: number) =>
  useProjectChange((ids: number[]) =>
    callApi(projectEndpoints.orderPosts, { params: { projectId }, body: { ids } }),
  );

import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/posts/{postId}/media/order: every media id of the post, first first. */
export const useOrderMedia = (postId: number) =>
  useProjectChange((ids: number[]) =>
    callApi(projectEndpoints.orderMedia, { params: { postId }, body: { ids } }),
  );

import { callApi, projectEndpoints, type NewMediaRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** POST /api/posts/{postId}/media: a medium linked by its address. */
export const useAddMedia = (postId: number) =>
  useProjectChange((body: NewMediaRequest) =>
    callApi(projectEndpoints.addMedia, { params: { postId }, body }),
  );

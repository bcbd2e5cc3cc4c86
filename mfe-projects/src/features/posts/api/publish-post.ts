import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/posts/{id}/published: publishes a draft, or withdraws a post to a draft. */
export const usePublishPost = (postId: number) =>
  useProjectChange((published: boolean) =>
    callApi(projectEndpoints.publishPost, { params: { id: postId }, body: { published } }),
  );

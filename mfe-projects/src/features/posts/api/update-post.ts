import { callApi, projectEndpoints, type PostChangesRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/posts/{id}: a post's title and summary. */
export const useUpdatePost = (postId: number) =>
  useProjectChange((body: PostChangesRequest) =>
    callApi(projectEndpoints.updatePost, { params: { id: postId }, body }),
  );

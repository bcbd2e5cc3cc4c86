import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** DELETE /api/posts/{id}: the post with its media. */
export const useDeletePost = (postId: number) =>
  useProjectChange(() => callApi(projectEndpoints.deletePost, { params: { id: postId } }));

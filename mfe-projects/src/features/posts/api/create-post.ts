import { callApi, projectEndpoints, type NewPostRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** POST /api/projects/{projectId}/posts: a post, published or kept as a draft. */
export const useCreatePost = (projectId: number) =>
  useProjectChange((body: NewPostRequest) =>
    callApi(projectEndpoints.createPost, { params: { projectId }, body }),
  );

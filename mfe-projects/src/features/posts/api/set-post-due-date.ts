import { callApi, reviewEndpoints, type DueDateRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/posts/{id}/due-date: the day a post's media are due for review (null clears it). */
export const useSetPostDueDate = (postId: number) =>
  useProjectChange((body: DueDateRequest) =>
    callApi(reviewEndpoints.postDueDate, { params: { id: postId }, body }),
  );

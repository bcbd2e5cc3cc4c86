import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type ReviewCommentChangesRequest } from '@portal/shared';
import { useRefreshMedium } from './use-refresh-medium';

/** PUT /api/media-comments/{id}: the author's new words (a drawing left out stays as it is). */
export function useEditComment() {
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewCommentChangesRequest & { id: number }) =>
      callApi(reviewEndpoints.edit, { params: { id }, body }),
    onSettled: refresh,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type NewReviewCommentRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { reviewKeys } from './review-keys';
import { useRefreshMedium } from './use-refresh-medium';

/**
 * POST /api/media/{mediaId}/comments: a new thread (on the version on view) or a reply. A new
 * thread's drawing is kept as sent, so it shows at once when the thread is chosen.
 */
export function usePostComment() {
  const { mediaId, version } = useReviewMedium();
  const queryClient = useQueryClient();
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (body: NewReviewCommentRequest) =>
      callApi(reviewEndpoints.comment, {
        params: { mediaId },
        // A reply is on its thread's version.
        body: body.parentId ? body : { ...body, version },
      }),
    onSuccess: (created, body) => {
      if (body.drawing)
        queryClient.setQueryData(reviewKeys.drawing(mediaId, created.id), {
          drawing: body.drawing,
        });
    },
    onSettled: refresh,
  });
}

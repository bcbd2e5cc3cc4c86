import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReviewCommentRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { reviewKeys } from './review-keys';
import { useReviewTransport } from './review-transport';
import { useRefreshMedium } from './use-refresh-medium';

/**
 * A new thread (on the version on view) or a reply. A new
 * thread's drawing is kept as sent, so it shows at once when the thread is chosen.
 */
export function usePostComment() {
  const { mediaId, version } = useReviewMedium();
  const transport = useReviewTransport();
  const queryClient = useQueryClient();
  const refresh = useRefreshMedium();
  return useMutation({
    // A reply is on its thread's version.
    mutationFn: (body: NewReviewCommentRequest) =>
      transport.comment(mediaId, body.parentId ? body : { ...body, version }),
    onSuccess: (created, body) => {
      if (body.drawing)
        queryClient.setQueryData(reviewKeys.drawing(mediaId, created.id, transport.key), {
          drawing: body.drawing,
        });
    },
    onSettled: refresh,
  });
}

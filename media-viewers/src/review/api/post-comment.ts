import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type NewReviewCommentRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { useRefreshMedium } from './use-refresh-medium';

/** POST /api/media/{mediaId}/comments: a new thread or a reply. */
export function usePostComment() {
  const { mediaId } = useReviewMedium();
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (body: NewReviewCommentRequest) =>
      callApi(reviewEndpoints.comment, { params: { mediaId }, body }),
    onSettled: refresh,
  });
}

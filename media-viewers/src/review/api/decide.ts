import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type DecisionRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { useRefreshMedium } from './use-refresh-medium';

/** POST /api/media/{mediaId}/review: Approve, RequestChanges (with a reason) or Withdraw. */
export function useDecide() {
  const { mediaId } = useReviewMedium();
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (body: DecisionRequest) =>
      callApi(reviewEndpoints.decide, { params: { mediaId }, body }),
    onSettled: refresh,
  });
}

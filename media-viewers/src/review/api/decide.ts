import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type DecisionRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { useRefreshMedium } from './use-refresh-medium';

/**
 * POST /api/media/{mediaId}/review: Approve, RequestChanges (with a reason) or Withdraw, on the
 * latest version the page knows (a newer one uploaded meanwhile: the API refuses, and says so).
 */
export function useDecide() {
  const { mediaId, latestVersion } = useReviewMedium();
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (body: DecisionRequest) =>
      callApi(reviewEndpoints.decide, {
        params: { mediaId },
        body: { ...body, version: latestVersion },
      }),
    onSettled: refresh,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { DecisionRequest } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { useReviewTransport } from './review-transport';
import { useRefreshMedium } from './use-refresh-medium';

/**
 * Approve, RequestChanges (with a reason) or Withdraw, on the
 * latest version the page knows (a newer one uploaded meanwhile: the API refuses, and says so).
 */
export function useDecide() {
  const { mediaId, latestVersion } = useReviewMedium();
  const transport = useReviewTransport();
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (body: DecisionRequest) =>
      transport.decide(mediaId, { ...body, version: latestVersion }),
    onSettled: refresh,
  });
}

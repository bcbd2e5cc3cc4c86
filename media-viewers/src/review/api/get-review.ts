import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from './review-keys';
import { useReviewTransport, type ReviewTransport } from './review-transport';

/** A medium's review: the state, its history and whether the caller decides. */
export const reviewQuery = (transport: ReviewTransport, mediaId: number) => ({
  queryKey: reviewKeys.review(mediaId, transport.key),
  queryFn: ({ signal }: { signal: AbortSignal }) => transport.review(mediaId, signal),
  refetchInterval: transport.poll,
});

/** The medium's review, as `reviewQuery` fetches it. */
export function useMediumReview(mediaId: number) {
  return useQuery(reviewQuery(useReviewTransport(), mediaId));
}

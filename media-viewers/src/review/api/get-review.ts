import { useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { reviewKeys } from './review-keys';

/** GET /api/media/{mediaId}/review: the state, its history and whether the caller decides. */
export const reviewQuery = (mediaId: number) => ({
  queryKey: reviewKeys.review(mediaId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(reviewEndpoints.review, { signal, params: { mediaId } }),
});

/** The medium's review, as `reviewQuery` fetches it. */
export function useMediumReview(mediaId: number) {
  return useQuery(reviewQuery(mediaId));
}

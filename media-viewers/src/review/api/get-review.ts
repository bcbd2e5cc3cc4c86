import { useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { reviewKeys } from './review-keys';

/** GET /api/media/{mediaId}/review: the state, its history and whether the caller decides. */
export function useMediumReview(mediaId: number) {
  return useQuery({
    queryKey: reviewKeys.review(mediaId),
    queryFn: ({ signal }) => callApi(reviewEndpoints.review, { signal, params: { mediaId } }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type ReviewCommentQuery } from '@portal/shared';
import { reviewKeys } from './review-keys';

/** GET /api/media/{mediaId}/comments: the medium's threads (open, resolved or all), ordered. */
export function useThreads(mediaId: number, query: ReviewCommentQuery) {
  return useQuery({
    queryKey: reviewKeys.threads(mediaId, query),
    queryFn: ({ signal }) =>
      callApi(reviewEndpoints.threads, { signal, params: { mediaId }, query }),
    // Switching the filter keeps the old list (and the viewer's markers) until the new one comes.
    placeholderData: keepPreviousData,
  });
}

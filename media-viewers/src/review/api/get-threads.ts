import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints, type ReviewCommentQuery } from '@portal/shared';
import { reviewKeys } from './review-keys';

/** The list a review opens with: every thread, by its place in the medium. */
export const FIRST_THREADS: ReviewCommentQuery = { status: 'all', order: 'position' };

/** GET /api/media/{mediaId}/comments: the medium's threads (open, resolved or all), ordered. */
export const threadsQuery = (mediaId: number, query: ReviewCommentQuery) => ({
  queryKey: reviewKeys.threads(mediaId, query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(reviewEndpoints.threads, { signal, params: { mediaId }, query }),
});

/** The medium's threads, as `threadsQuery` fetches them. */
export function useThreads(mediaId: number, query: ReviewCommentQuery) {
  return useQuery({
    ...threadsQuery(mediaId, query),
    // Switching the filter keeps the old list (and the viewer's markers) until the new one comes.
    placeholderData: keepPreviousData,
  });
}

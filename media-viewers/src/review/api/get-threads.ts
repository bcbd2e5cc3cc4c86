import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewCommentQuery } from '@portal/shared';
import { reviewKeys } from './review-keys';
import { useReviewTransport, type ReviewTransport } from './review-transport';

/** The list a review opens with: every thread, by its place in the medium. */
export const FIRST_THREADS: ReviewCommentQuery = { status: 'all', order: 'position' };

/** A medium's threads (open, resolved or all), ordered, through the transport. */
export const threadsQuery = (
  transport: ReviewTransport,
  mediaId: number,
  query: ReviewCommentQuery,
) => ({
  queryKey: reviewKeys.threads(mediaId, query, transport.key),
  queryFn: ({ signal }: { signal: AbortSignal }) => transport.threads(mediaId, query, signal),
  refetchInterval: transport.poll,
});

/** The medium's threads, as `threadsQuery` fetches them. */
export function useThreads(mediaId: number, query: ReviewCommentQuery) {
  return useQuery({
    ...threadsQuery(useReviewTransport(), mediaId, query),
    // Switching the filter keeps the old list (and the viewer's markers) until the new one comes.
    placeholderData: keepPreviousData,
  });
}

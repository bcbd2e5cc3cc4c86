import type { QueryClient } from '@tanstack/react-query';
import { peopleQuery } from './get-people';
import { reviewQuery } from './get-review';
import { FIRST_THREADS, threadsQuery } from './get-threads';
import type { ReviewTransport } from './review-transport';

/**
 * Starts fetching what a medium's review opens with (its threads as first listed, its review,
 * the project's people) as the review is asked for, while its dialog and viewer are still being
 * loaded: a medium with hundreds of threads then opens as soon as one with none. Data fetched
 * within the cache's fresh time is not asked for again.
 */
export function prefetchReview(
  queryClient: QueryClient,
  transport: ReviewTransport,
  mediaId: number,
  projectId: number | undefined,
) {
  void queryClient.prefetchQuery(threadsQuery(transport, mediaId, FIRST_THREADS));
  void queryClient.prefetchQuery(reviewQuery(transport, mediaId));
  if (projectId !== undefined && transport.signedIn) {
    void queryClient.prefetchQuery(peopleQuery(projectId));
  }
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/**
 * Whether a failed query is worth one more try: a refusal (a 4xx) says the same thing again, so
 * only a network failure or a server error is retried, once.
 */
export const retryOnceUnlessRefused = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** A query client with the portal's defaults (one per page: the host's, or a standalone remote's). */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, retry: retryOnceUnlessRefused, refetchOnWindowFocus: false },
    },
  });
}

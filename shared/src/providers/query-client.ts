import { QueryClient } from '@tanstack/react-query';

/** A query client with the portal's defaults (one per page: the host's, or a standalone remote's). */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

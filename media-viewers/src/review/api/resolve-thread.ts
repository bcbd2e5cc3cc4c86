import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { useRefreshMedium } from './use-refresh-medium';

/** PUT /api/media-comments/{id}/resolution: resolves (true) or reopens (false) a thread. */
export function useResolveThread() {
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      callApi(reviewEndpoints.resolve, { params: { id }, body: { resolved } }),
    onSettled: refresh,
  });
}

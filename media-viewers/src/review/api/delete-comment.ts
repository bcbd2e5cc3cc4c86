import { useMutation } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { useRefreshMedium } from './use-refresh-medium';

/** DELETE /api/media-comments/{id}: one's own comment (a thread with replies stays as a tombstone). */
export function useDeleteComment() {
  const refresh = useRefreshMedium();
  return useMutation({
    mutationFn: (id: number) => callApi(reviewEndpoints.delete, { params: { id } }),
    onSettled: refresh,
  });
}

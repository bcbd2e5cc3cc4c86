import { useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { reviewKeys } from './review-keys';

/**
 * GET /api/media-comments/{id}/drawing: the chosen thread's drawing, fetched only when it has
 * one (the medium's list says which do, and carries none of them).
 */
export function useThreadDrawing(
  mediaId: number,
  thread: { id: number; hasDrawing: boolean } | undefined,
) {
  const id = thread?.hasDrawing ? thread.id : null;
  const drawing = useQuery({
    queryKey: reviewKeys.drawing(mediaId, id ?? 0),
    queryFn: ({ signal }) => callApi(reviewEndpoints.drawing, { signal, params: { id: id! } }),
    enabled: id !== null,
  });
  return id === null ? null : (drawing.data?.drawing ?? null);
}

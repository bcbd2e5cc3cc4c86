import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from './review-keys';
import { useReviewTransport } from './review-transport';

/**
 * The chosen thread's drawing, fetched only when it has
 * one (the medium's list says which do, and carries none of them).
 */
export function useThreadDrawing(
  mediaId: number,
  thread: { id: number; hasDrawing: boolean } | undefined,
) {
  const transport = useReviewTransport();
  const id = thread?.hasDrawing ? thread.id : null;
  const drawing = useQuery({
    queryKey: reviewKeys.drawing(mediaId, id ?? 0, transport.key),
    queryFn: ({ signal }) => transport.drawing(mediaId, id!, signal),
    enabled: id !== null,
  });
  return id === null ? null : (drawing.data?.drawing ?? null);
}

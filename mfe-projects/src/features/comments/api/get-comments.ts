import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import { commentKeys, CommentPageSchema } from './schemas';

/** Threads per page. */
export const COMMENTS_PAGE_SIZE = 20;

/** GET /api/projects/{projectId}/comments: a page of threads, newest first. */
export function useComments(projectId: number, page: number) {
  return useQuery({
    queryKey: commentKeys.page(projectId, page),
    queryFn: ({ signal }) =>
      apiGet(`projects/${projectId}/comments`, CommentPageSchema, {
        signal,
        query: { page, pageSize: COMMENTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // A 403 (not on the project's team) or 404 will not change by asking again.
    retry: (count, error) =>
      count < 1 && ![403, 404].includes((error as { status?: number }).status ?? 0),
  });
}

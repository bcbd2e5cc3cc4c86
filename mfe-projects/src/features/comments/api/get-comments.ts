import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, commentEndpoints, DEFAULT_PAGE_SIZE } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** Threads per page. */
export const COMMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/projects/{projectId}/comments: a page of threads, newest first. */
export function useComments(projectId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.commentPage(projectId, page),
    queryFn: ({ signal }) =>
      callApi(commentEndpoints.list, {
        signal,
        params: { projectId },
        query: { page, pageSize: COMMENTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

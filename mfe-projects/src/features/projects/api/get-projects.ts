import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, DEFAULT_PAGE_SIZE, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** Projects per page (spec point 9: paged lists default to 20). */
export const PROJECTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/projects: a page of the signed-in user's projects, optionally searched by name. */
export function useProjects({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.projectList(page, search),
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.list, {
        signal,
        query: { page, pageSize: PROJECTS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

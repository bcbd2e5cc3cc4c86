import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, DEFAULT_PAGE_SIZE, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import type { ListOptions } from '../hooks/use-list-options';

/** Projects per page (spec point 9: paged lists default to 20). */
export const PROJECTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/projects: a page of the user's projects, searched, filtered and sorted by the API. */
export function useProjects({
  page,
  search,
  options,
}: {
  page: number;
  search: string;
  options: ListOptions;
}) {
  return useQuery({
    queryKey: queryKeys.projectList({ page, search, ...options }),
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.list, {
        signal,
        query: {
          page,
          pageSize: PROJECTS_PAGE_SIZE,
          search: search || undefined,
          sort: options.sort,
          direction: options.direction,
          visibility: options.visibility ?? undefined,
          clientId: options.clientId ?? undefined,
          status: options.status,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

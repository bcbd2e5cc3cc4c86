import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import { ProjectPageSchema } from './schemas';

/** Projects per page (spec point 9: paged lists default to 20). */
export const PROJECTS_PAGE_SIZE = 20;

/** GET /api/projects: a page of the signed-in user's projects, optionally searched by name. */
export function useProjects({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: ['projects', 'list', { page, search }],
    queryFn: ({ signal }) =>
      apiGet('projects', ProjectPageSchema, {
        signal,
        query: { page, pageSize: PROJECTS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

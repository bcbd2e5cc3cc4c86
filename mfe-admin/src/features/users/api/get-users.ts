import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints, callApi, DEFAULT_PAGE_SIZE } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** Users per page (spec point 9). */
export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/admin/users: a page of users, searched by e-mail or name. */
export function useUsers({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: adminKeys.userPage(page, search),
    queryFn: ({ signal }) =>
      callApi(adminEndpoints.users, {
        signal,
        query: { page, pageSize: USERS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

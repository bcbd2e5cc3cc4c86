import { useQuery } from '@tanstack/react-query';
import { adminEndpoints, callApi } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/users/{id}: one user with the permissions their roles give. */
export const useUserDetail = (id: number) =>
  useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => callApi(adminEndpoints.user, { params: { id }, signal }),
    staleTime: 0,
  });

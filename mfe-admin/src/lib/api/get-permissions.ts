import { useQuery } from '@tanstack/react-query';
import { adminEndpoints, callApi } from '@portal/shared';
import { adminKeys } from '../query-keys';

/**
 * GET /api/admin/permissions. The role names the user forms offer come from here too, so the
 * admin area never keeps a second copy of the server's role list.
 */
export const usePermissionTable = () =>
  useQuery({
    queryKey: adminKeys.permissions(),
    queryFn: ({ signal }) => callApi(adminEndpoints.permissions, { signal }),
    // The table changes only with a deployment of the API.
    staleTime: Infinity,
  });

import { useQuery } from '@tanstack/react-query';
import { callApi, clientEndpoints } from '@portal/shared';
import { adminKeys } from '../query-keys';

/** GET /api/admin/clients: every client by name, with user and project counts. */
export const useAdminClients = () =>
  useQuery({
    queryKey: adminKeys.clientList(),
    queryFn: ({ signal }) => callApi(clientEndpoints.adminList, { signal }),
  });

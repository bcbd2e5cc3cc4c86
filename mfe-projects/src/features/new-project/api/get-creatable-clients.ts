import { useQuery } from '@tanstack/react-query';
import { callApi, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/clients: the clients the caller may create a project for. */
export const useCreatableClients = () =>
  useQuery({
    queryKey: queryKeys.creatableClients(),
    queryFn: ({ signal }) => callApi(projectEndpoints.creatableClients, { signal }),
  });

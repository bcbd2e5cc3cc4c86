import { useQuery } from '@tanstack/react-query';
import { callApi, impersonationEndpoints } from '@portal/shared';
import { adminKeys } from '../query-keys';

/** GET /api/users/lookup: the users the signed-in person may act as (every other, for an admin). */
export const getUserLookup = (signal?: AbortSignal) =>
  callApi(impersonationEndpoints.userLookup, { signal });

/** The user lookup as a query (choosing one user to notify). */
export const useUserLookup = () =>
  useQuery({
    queryKey: adminKeys.userLookup(),
    queryFn: ({ signal }) => getUserLookup(signal),
  });

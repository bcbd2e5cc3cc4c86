import { useQuery } from '@tanstack/react-query';
import { callApi, impersonationEndpoints } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/account/impersonation-details: whom and which client the session acts as. */
export const getImpersonationDetails = (signal?: AbortSignal) =>
  callApi(impersonationEndpoints.details, { signal });

/** The details as a query (the banner tells acting as someone from acting as oneself). */
export const useImpersonationDetails = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.impersonationDetails(),
    queryFn: ({ signal }) => getImpersonationDetails(signal),
    enabled,
    retry: false,
  });

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showErrorToast } from '@portal/shared';
import { getClientLookup } from '../../../lib/api/get-client-lookup';
import { getUserLookup } from '../../../lib/api/get-user-lookup';
import { adminKeys } from '../../../lib/query-keys';
import { getImpersonationDetails } from '../api/get-impersonation-details';
import { LOAD_FAILED } from '../messages';

/**
 * Users, clients and the current impersonation, loaded together each time the modal opens (one
 * failure of any of them is the one 'Failed to load impersonation data' of spec point 8).
 */
export function useImpersonationData() {
  const query = useQuery({
    queryKey: adminKeys.impersonationData(),
    queryFn: async ({ signal }) => {
      const [users, clients, details] = await Promise.all([
        getUserLookup(signal),
        getClientLookup(signal),
        getImpersonationDetails(signal),
      ]);
      return { users, clients, details };
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.isError) {
      console.error(LOAD_FAILED, query.error);
      showErrorToast(LOAD_FAILED);
    }
  }, [query.isError, query.error]);
  return query;
}

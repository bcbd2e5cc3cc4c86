import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showErrorToast } from '@portal/shared';
import { CLIENT_LOOKUP_KEY, getClientLookup } from '../../../lib/api/get-client-lookup';
import { CLIENT_LIST_FAILED } from '../messages';

/** GET /api/clients/lookup for the picker ('Failed to load client list' toast on failure). */
export function useClientList(enabled: boolean) {
  const query = useQuery({
    queryKey: CLIENT_LOOKUP_KEY,
    queryFn: ({ signal }) => getClientLookup(signal),
    enabled,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) {
      console.error(CLIENT_LIST_FAILED, query.error);
      showErrorToast(CLIENT_LIST_FAILED);
    }
  }, [query.isError, query.error]);
  return query;
}

import { useEffect } from 'react';
import { showErrorToast } from '@portal/shared';
import { useClientLookup } from '../../../lib/api/get-client-lookup';
import { CLIENT_LIST_FAILED } from '../messages';

/** GET /api/clients/lookup for the picker ('Failed to load client list' toast on failure). */
export function useClientList(enabled: boolean) {
  // The failure toast of spec point 8 comes at once, not after a retry.
  const query = useClientLookup({ enabled, retry: false });
  useEffect(() => {
    if (query.isError) {
      console.error(CLIENT_LIST_FAILED, query.error);
      showErrorToast(CLIENT_LIST_FAILED);
    }
  }, [query.isError, query.error]);
  return query;
}

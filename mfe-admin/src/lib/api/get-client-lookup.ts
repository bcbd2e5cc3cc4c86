import { useQuery } from '@tanstack/react-query';
import { callApi, clientEndpoints } from '@portal/shared';
import { adminKeys } from '../query-keys';

/** GET /api/clients/lookup: every client's id and name. */
export const getClientLookup = (signal?: AbortSignal) =>
  callApi(clientEndpoints.lookup, { signal });

/** The client lookup as a query (the client picker, the recipient and impersonation choices). */
export const useClientLookup = ({
  enabled = true,
  retry,
}: { enabled?: boolean; retry?: false } = {}) =>
  useQuery({
    queryKey: adminKeys.clientLookup(),
    queryFn: ({ signal }) => getClientLookup(signal),
    enabled,
    ...(retry === false ? { retry } : {}),
  });

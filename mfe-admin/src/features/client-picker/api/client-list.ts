import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from 'valibot';
import { apiGet, apiPost, showErrorToast } from '@portal/shared';

/** Texts of spec point 8 for the client picker. */
export const CLIENT_LIST_FAILED = 'Failed to load client list';
export const CLIENT_CHANGE_FAILED = 'Failed to change client';

const ClientLookupSchema = v.array(v.object({ id: v.number(), name: v.string() }));

/** GET /api/clients/lookup ('Failed to load client list' toast on failure). */
export function useClientList(enabled: boolean) {
  const query = useQuery({
    queryKey: ['clients', 'lookup'],
    queryFn: ({ signal }) => apiGet('clients/lookup', ClientLookupSchema, { signal }),
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

/** POST /api/users/current/client { ClientId }, then the portal reloads at '/'. */
export const useChangeClient = () =>
  useMutation({
    mutationFn: (clientId: number | null) =>
      apiPost('users/current/client', { ClientId: clientId }),
    onSuccess: () => window.location.assign('/'),
    onError: (error) => {
      console.error(CLIENT_CHANGE_FAILED, error);
      showErrorToast(CLIENT_CHANGE_FAILED);
    },
  });

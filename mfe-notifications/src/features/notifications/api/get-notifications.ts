import { useQuery } from '@tanstack/react-query';
import { callApi, notificationEndpoints, useAuth } from '@portal/shared';
import { POLL_INTERVAL_MS } from '../constants';
import { notificationKeys } from './query-keys';

/** GET /api/user-notifications?limit&unreadOnly, polled every 30 s while signed in. */
export function useNotifications(limit: number, unreadOnly = false) {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: notificationKeys.list(limit, unreadOnly),
    queryFn: ({ signal }) =>
      callApi(notificationEndpoints.list, { signal, query: { limit, unreadOnly } }),
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

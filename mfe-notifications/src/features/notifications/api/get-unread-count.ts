import { useQuery } from '@tanstack/react-query';
import { callApi, notificationEndpoints, useAuth } from '@portal/shared';
import { POLL_INTERVAL_MS } from '../constants';
import { notificationKeys } from './query-keys';

/** GET /api/user-notifications/unread-count, polled every 30 s while signed in. */
export function useUnreadCount() {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await callApi(notificationEndpoints.unreadCount, { signal })).unreadCount,
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

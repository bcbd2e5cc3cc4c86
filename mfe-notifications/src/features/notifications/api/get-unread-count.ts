import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, useAuth } from '@portal/shared';
import { POLL_INTERVAL_MS } from '../constants';
import { notificationKeys } from './query-keys';

const UnreadCountSchema = v.object({ unreadCount: v.number() });

/** GET /api/user-notifications/unread-count (never below 0), polled every 30 s while signed in. */
export function useUnreadCount() {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) =>
      Math.max(
        0,
        (await apiGet('user-notifications/unread-count', UnreadCountSchema, { signal }))
          .unreadCount,
      ),
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

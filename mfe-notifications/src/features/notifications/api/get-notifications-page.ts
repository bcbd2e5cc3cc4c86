import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callApiWithHeaders,
  notificationEndpoints,
  TOTAL_COUNT_HEADER,
  useAuth,
  type PortalNotification,
} from '@portal/shared';
import { PAGE_SIZE, POLL_INTERVAL_MS } from '../constants';
import { notificationKeys, type NotificationsPageQuery } from './query-keys';

/** One page of the full list: its items and how many match the filters in all. */
export interface NotificationsPage {
  items: PortalNotification[];
  total: number;
}

/** GET /api/user-notifications?limit&page&unreadOnly&type: one page of the full list. */
export async function getNotificationsPage(
  query: NotificationsPageQuery,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const { body, headers } = await callApiWithHeaders(notificationEndpoints.list, {
    signal,
    query: {
      limit: PAGE_SIZE,
      page: query.page,
      unreadOnly: query.unreadOnly,
      type: query.type ?? undefined,
    },
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  // Without the header only what arrived is known to exist.
  return { items: body, total: Number.isInteger(total) ? total : body.length };
}

/** One page of the /notifications list, polled every 30 s while signed in. */
export function useNotificationsPage(query: NotificationsPageQuery) {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: notificationKeys.page(query),
    queryFn: ({ signal }) => getNotificationsPage(query, signal),
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });
}

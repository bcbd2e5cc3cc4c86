import type { QueryClient } from '@tanstack/react-query';
import type { PortalNotification } from '@portal/shared';
import type { NotificationsPage } from './get-notifications-page';
import { notificationKeys } from './query-keys';

type ListKey = ReturnType<typeof notificationKeys.list>;

/**
 * Puts a pushed notification into the cached lists at once: replaced where it is listed, and on
 * top of the dropdown lists when it is new. The refetch that follows every live event settles
 * order and totals; this only spares the user the round trip (and shows download progress live).
 */
export function putInCachedLists(queryClient: QueryClient, notification: PortalNotification) {
  const replace = (items: PortalNotification[]) =>
    items.map((item) => (item.id === notification.id ? notification : item));
  for (const [key, list] of queryClient.getQueriesData<PortalNotification[]>({
    queryKey: notificationKeys.lists,
  })) {
    if (!list) continue;
    const { limit, unreadOnly } = (key as ListKey)[2];
    const listed = list.some((item) => item.id === notification.id);
    if (listed) queryClient.setQueryData(key, replace(list));
    else if (!unreadOnly || !notification.isRead)
      queryClient.setQueryData(key, [notification, ...list].slice(0, limit));
  }
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.pages }, (page) =>
    page ? { ...page, items: replace(page.items) } : page,
  );
}

/** Takes a deleted notification out of every cached list and page. */
export function removeFromCachedLists(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<PortalNotification[]>({ queryKey: notificationKeys.lists }, (list) =>
    list?.filter((item) => item.id !== id),
  );
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.pages }, (page) =>
    page?.items.some((item) => item.id === id)
      ? { items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
}

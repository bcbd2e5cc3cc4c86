import type { QueryClient } from '@tanstack/react-query';
import type { PortalNotification } from '@portal/shared';
import type { NotificationsPage } from './get-notifications-page';
import { notificationKeys } from './query-keys';

type ListKey = ReturnType<typeof notificationKeys.list>;

/**
 * Puts a pushed notification into the cached lists: replaced where it is listed (and out of an
 * unread-only list once read), on top of the dropdown lists when it is new. Pages of the full
 * list are ordered and counted by the server, so only a listed item changes there.
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
    if (listed && unreadOnly && notification.isRead) {
      queryClient.setQueryData(
        key,
        list.filter((item) => item.id !== notification.id),
      );
    } else if (listed) queryClient.setQueryData(key, replace(list));
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

/** The notification as a cached list or page holds it, if any does. */
export function findCached(queryClient: QueryClient, id: number): PortalNotification | undefined {
  for (const [, list] of queryClient.getQueriesData<PortalNotification[]>({
    queryKey: notificationKeys.lists,
  })) {
    const found = list?.find((item) => item.id === id);
    if (found) return found;
  }
  for (const [, page] of queryClient.getQueriesData<NotificationsPage>({
    queryKey: notificationKeys.pages,
  })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Moves the cached unread count by `delta` (never below 0); nothing when it is not cached. */
export function adjustUnreadCount(queryClient: QueryClient, delta: number) {
  if (delta === 0) return;
  queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) =>
    count === undefined ? count : Math.max(0, count + delta),
  );
}

/** Asks the server again for what only it can tell: the count, and the pages it orders. */
function recount(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
}

/**
 * Applies a live UserNotificationCreated, which reloads the list and count (spec point 4). The
 * pushed notification goes into the cached lists first, and the count moves when the change is
 * known, so the bell shows it at once and does not flicker while the answers come; then every
 * list, page and the count are asked again, for only the server orders and counts them. A newer
 * event's reload cancels an older one still under way, so an older answer never wins.
 */
export function applyCreated(queryClient: QueryClient, notification: PortalNotification) {
  const previous = findCached(queryClient, notification.id);
  putInCachedLists(queryClient, notification);
  if (previous) {
    adjustUnreadCount(queryClient, Number(previous.isRead) - Number(notification.isRead));
  }
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Applies a live UserNotificationDeleted: out of every list and page, and out of the count. */
export function applyDeleted(queryClient: QueryClient, id: number) {
  const previous = findCached(queryClient, id);
  removeFromCachedLists(queryClient, id);
  if (!previous) return recount(queryClient);
  if (!previous.isRead) adjustUnreadCount(queryClient, -1);
}

import { QueryClient } from '@tanstack/react-query';
import { note } from '../../../testing/fixtures';
import {
  applyCreated,
  applyDeleted,
  putInCachedLists,
  removeFromCachedLists,
} from './notifications-cache';
import { notificationKeys } from './query-keys';
import type { PortalNotification } from '@portal/shared';
import type { NotificationsPage } from './get-notifications-page';

const ids = (items?: PortalNotification[]) => items?.map((item) => item.id);
const pageKey = notificationKeys.page({ page: 1, unreadOnly: false, type: null });

function cache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationKeys.list(2, false), [note(1), note(2)]);
  queryClient.setQueryData(notificationKeys.list(10, true), [note(1)]);
  queryClient.setQueryData<NotificationsPage>(pageKey, { items: [note(1), note(2)], total: 30 });
  return queryClient;
}

it('puts a new notification on top of each list, within its limit and filter', () => {
  const queryClient = cache();
  putInCachedLists(queryClient, note(9));
  putInCachedLists(queryClient, note(8, { isRead: true }));
  expect(ids(queryClient.getQueryData(notificationKeys.list(2, false)))).toEqual([8, 9]);
  expect(ids(queryClient.getQueryData(notificationKeys.list(10, true)))).toEqual([9, 1]);
  // Pages are ordered and counted by the server: only its refetch adds to them.
  expect(ids(queryClient.getQueryData<NotificationsPage>(pageKey)?.items)).toEqual([1, 2]);
});

it('replaces a listed notification where it is', () => {
  const queryClient = cache();
  putInCachedLists(queryClient, note(2, { title: 'Changed' }));
  expect(queryClient.getQueryData<PortalNotification[]>(notificationKeys.list(2, false))).toEqual([
    expect.objectContaining({ id: 1, title: 'Note 1' }),
    expect.objectContaining({ id: 2, title: 'Changed' }),
  ]);
  expect(queryClient.getQueryData<NotificationsPage>(pageKey)?.items[1]?.title).toBe('Changed');
});

it('removes a notification from every list and page, counting it out of the total', () => {
  const queryClient = cache();
  removeFromCachedLists(queryClient, 1);
  expect(ids(queryClient.getQueryData(notificationKeys.list(2, false)))).toEqual([2]);
  expect(ids(queryClient.getQueryData(notificationKeys.list(10, true)))).toEqual([]);
  expect(queryClient.getQueryData<NotificationsPage>(pageKey)).toEqual({
    items: [expect.objectContaining({ id: 2 })],
    total: 29,
  });
});

it('applies a created event at once, then reloads every list, page and the count', () => {
  const queryClient = cache();
  queryClient.setQueryData(notificationKeys.unreadCount, 2);
  const reloaded = () =>
    [
      notificationKeys.list(2, false),
      notificationKeys.list(10, true),
      pageKey,
      notificationKeys.unreadCount,
    ].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  expect(reloaded()).toEqual([false, false, false, false]);
  // Even a change to a listed notification, whose effect the cache could work out alone.
  applyCreated(queryClient, note(1, { isRead: true }));
  expect(queryClient.getQueryData(notificationKeys.unreadCount)).toBe(1);
  expect(ids(queryClient.getQueryData(notificationKeys.list(10, true)))).toEqual([]);
  expect(reloaded()).toEqual([true, true, true, true]);
});

it('moves the cached count by a deletion it can see, and recounts one it cannot', () => {
  const queryClient = cache();
  queryClient.setQueryData(notificationKeys.unreadCount, 2);
  applyDeleted(queryClient, 2);
  expect(queryClient.getQueryData(notificationKeys.unreadCount)).toBe(1);
  expect(queryClient.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(false);
  applyDeleted(queryClient, 9);
  expect(queryClient.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(true);
});

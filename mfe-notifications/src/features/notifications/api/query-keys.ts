/** Query keys of the notifications feature (live events and mutations invalidate them). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number, unreadOnly: boolean) =>
    ['notifications', 'list', { limit, unreadOnly }] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

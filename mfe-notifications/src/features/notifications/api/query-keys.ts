import type { NotificationType } from '@portal/shared';

/** Filters and page of the /notifications page's list. */
export interface NotificationsPageQuery {
  page: number;
  unreadOnly: boolean;
  type: NotificationType | null;
}

/** Query keys of the notifications feature (live events and mutations invalidate them). */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every plain list (the dropdown's and the live module's). */
  lists: ['notifications', 'list'] as const,
  list: (limit: number, unreadOnly: boolean) =>
    ['notifications', 'list', { limit, unreadOnly }] as const,
  /** Every page of the /notifications page. */
  pages: ['notifications', 'page'] as const,
  page: (query: NotificationsPageQuery) => ['notifications', 'page', query] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notificationEndpoints as api } from '@portal/shared';
import { notificationKeys } from './query-keys';

// Failures of these calls are only logged (spec point 8); the list refreshes either way.
function useNotificationMutation<T>(call: (input: T) => Promise<unknown>, what: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onError: (error) => console.error(`Could not ${what}`, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** PUT /api/user-notifications/{id}/mark-read. */
export const useMarkRead = () =>
  useNotificationMutation(
    (id: number) => callApi(api.markRead, { params: { id } }),
    'mark a notification read',
  );

/** PUT /api/user-notifications/mark-all-read. */
export const useMarkAllRead = () =>
  useNotificationMutation(() => callApi(api.markAllRead), 'mark all notifications read');

/** DELETE /api/user-notifications/{id}. */
export const useDeleteNotification = () =>
  useNotificationMutation(
    (id: number) => callApi(api.delete, { params: { id } }),
    'delete a notification',
  );

/** PUT /api/user-notifications/mark-multiple-read { ids }. */
export const useMarkMultipleRead = () =>
  useNotificationMutation(
    (ids: number[]) => callApi(api.markMultipleRead, { body: { ids } }),
    'mark the selected notifications read',
  );

/** POST /api/user-notifications/delete-multiple { ids }. */
export const useDeleteMultiple = () =>
  useNotificationMutation(
    (ids: number[]) => callApi(api.deleteMultiple, { body: { ids } }),
    'delete the selected notifications',
  );

/** DELETE /api/user-notifications/delete-all-read. */
export const useDeleteAllRead = () =>
  useNotificationMutation(() => callApi(api.deleteAllRead), 'delete the read notifications');

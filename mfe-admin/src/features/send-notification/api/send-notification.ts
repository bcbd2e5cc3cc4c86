import { useMutation } from '@tanstack/react-query';
import {
  callApi,
  notificationEndpoints,
  SENDABLE_NOTIFICATION_TYPES,
  type SendNotificationRequest,
} from '@portal/shared';

/** The notification types an admin may send (the API refuses the others). */
export const SENDABLE_TYPES = SENDABLE_NOTIFICATION_TYPES;

/** What POST /api/admin/notifications takes: no userId and no clientId means everyone. */
export type SendNotificationInput = SendNotificationRequest;

/** POST /api/admin/notifications: answers how many active users it reached. */
export const useSendNotification = () =>
  useMutation({
    mutationFn: (input: SendNotificationInput) =>
      callApi(notificationEndpoints.send, { body: input }),
  });

import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost } from '@portal/shared';

/** The notification types an admin may send (the API refuses the others). */
export const SENDABLE_TYPES = ['System', 'Alert'] as const;

/** What POST /api/admin/notifications takes: no userId and no clientId means everyone. */
export interface SendNotificationInput {
  userId?: number;
  clientId?: number;
  type: (typeof SENDABLE_TYPES)[number];
  title: string;
  message: string;
}

const SendResultSchema = v.object({ sent: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** POST /api/admin/notifications: answers how many active users it reached. */
export const useSendNotification = () =>
  useMutation({
    mutationFn: (input: SendNotificationInput) =>
      apiPost('admin/notifications', input, SendResultSchema),
  });

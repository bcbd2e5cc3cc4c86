import * as v from 'valibot';
import { NotificationSchema, type PortalNotification } from '../notifications/api/schemas';
import { NOTIFICATION_CREATED, NOTIFICATION_DELETED } from './connection';

/** UserNotificationCreated carries the notification with notificationId or id (spec point 3). */
const CreatedEventSchema = v.pipe(
  v.object({
    ...NotificationSchema.entries,
    id: v.optional(v.number()),
    notificationId: v.optional(v.number()),
  }),
  v.check(
    (event) => event.notificationId !== undefined || event.id !== undefined,
    'The notification has no id.',
  ),
  v.transform(({ notificationId, id, ...rest }) => ({ ...rest, id: (notificationId ?? id)! })),
);

/** UserNotificationDeleted carries `{ notificationId }`. */
const DeletedEventSchema = v.object({ notificationId: v.number() });

// Malformed hub data only reaches the console (spec point 8).
function parse<T>(event: string, schema: v.GenericSchema<unknown, T>, payload: unknown) {
  const result = v.safeParse(schema, payload);
  if (result.success) return result.output;
  console.error(`Ignored a malformed ${event} event`, v.flatten(result.issues), payload);
  return null;
}

/** The notification of a UserNotificationCreated event, or null (logged) when malformed. */
export const parseCreatedEvent = (payload: unknown): PortalNotification | null =>
  parse(NOTIFICATION_CREATED, CreatedEventSchema, payload);

/** The id of a UserNotificationDeleted event, or null (logged) when malformed. */
export const parseDeletedEvent = (payload: unknown): number | null =>
  parse(NOTIFICATION_DELETED, DeletedEventSchema, payload)?.notificationId ?? null;

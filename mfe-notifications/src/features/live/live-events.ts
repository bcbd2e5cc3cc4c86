import * as v from 'valibot';
import {
  NOTIFICATION_CREATED,
  NOTIFICATION_DELETED,
  NOTIFICATION_HUB_EVENTS,
  type HubEventName,
  type HubPayloadOut,
  type PortalNotification,
} from '@portal/shared';

// Malformed hub data only reaches the console (spec point 8).
function parse<E extends HubEventName>(event: E, payload: unknown): HubPayloadOut<E> | null {
  const result = v.safeParse(NOTIFICATION_HUB_EVENTS[event], payload);
  if (result.success) return result.output as HubPayloadOut<E>;
  console.error(`Ignored a malformed ${event} event`, v.flatten(result.issues), payload);
  return null;
}

/** The notification of a UserNotificationCreated event, or null (logged) when malformed. */
export const parseCreatedEvent = (payload: unknown): PortalNotification | null =>
  parse(NOTIFICATION_CREATED, payload);

/** The id of a UserNotificationDeleted event, or null (logged) when malformed. */
export const parseDeletedEvent = (payload: unknown): number | null =>
  parse(NOTIFICATION_DELETED, payload)?.notificationId ?? null;

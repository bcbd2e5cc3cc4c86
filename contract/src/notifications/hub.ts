import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { NotificationSchema } from './notification.ts';

/** Where the notifications hub answers (spec point 7): SignalR's negotiate, then a WebSocket. */
export const NOTIFICATION_HUB_PATH = '/hubs/user-notifications';

/**
 * Close error (`{"type":7,"error"}`) when the connection's session ended (sign-out, password
 * change or reset, disabled account). Sent without allowReconnect: a reconnect could only get a
 * 401. The official client reports it as "Server returned an error on close: " + this text.
 */
export const HUB_SESSION_ENDED_ERROR = 'Your session has ended. Please sign in again.';
/**
 * Close error when the session now acts as another user (an impersonation started, stopped or
 * was revoked). Sent with allowReconnect: the new connection is negotiated for that user.
 */
export const HUB_ACTING_CHANGED_ERROR = 'This session now acts as another user. Reconnect.';

/** Hub event: a notification was stored or changed; it carries the notification. */
export const NOTIFICATION_CREATED = 'UserNotificationCreated';
/** Hub event: a notification was deleted; it carries `{ notificationId }`. */
export const NOTIFICATION_DELETED = 'UserNotificationDeleted';

/**
 * UserNotificationCreated's argument: the notification, with its id as `notificationId` (what
 * the server sends) or `id`; read as the notification itself.
 */
export const NotificationCreatedPayloadSchema = v.pipe(
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

/** UserNotificationDeleted's argument: `{ notificationId }`. */
export const NotificationDeletedPayloadSchema = v.object({ notificationId: v.number() });

/** Every event the hub pushes, with the schema of its one argument. */
export const NOTIFICATION_HUB_EVENTS = {
  [NOTIFICATION_CREATED]: NotificationCreatedPayloadSchema,
  [NOTIFICATION_DELETED]: NotificationDeletedPayloadSchema,
} as const;
/** The name of an event the hub pushes. */
export type HubEventName = keyof typeof NOTIFICATION_HUB_EVENTS;
/** The argument of a hub event, as the server sends it. */
export type HubPayloadIn<E extends HubEventName> = v.InferInput<
  (typeof NOTIFICATION_HUB_EVENTS)[E]
>;
/** The argument of a hub event, as the client reads it. */
export type HubPayloadOut<E extends HubEventName> = v.InferOutput<
  (typeof NOTIFICATION_HUB_EVENTS)[E]
>;

const TransportsSchema = v.array(
  v.object({ transport: v.string(), transferFormats: v.array(v.string()) }),
);

/**
 * SignalR's negotiate answer. Version 1 keeps the secret token apart from the public connection
 * id; version 0 clients put `connectionId` in the socket URL, so there it is the token.
 */
export const NegotiateResponseSchema = v.variant('negotiateVersion', [
  v.object({
    negotiateVersion: v.literal(1),
    connectionId: v.string(),
    connectionToken: v.string(),
    availableTransports: TransportsSchema,
  }),
  v.object({
    negotiateVersion: v.literal(0),
    connectionId: v.string(),
    availableTransports: TransportsSchema,
  }),
]);

/** The hub's one HTTP endpoint (the SignalR client calls it; the socket follows on the hub path). */
export const hubEndpoints = {
  negotiate: defineEndpoint({
    method: 'POST',
    path: `${NOTIFICATION_HUB_PATH}/negotiate`,
    tag: 'Notifications',
    summary:
      'SignalR negotiate (versions 0 and 1) for the signed-in or impersonated user; WebSockets only.',
    // Anything but 1 or more (absent, malformed) is version 0, as SignalR servers read it.
    query: v.object({
      negotiateVersion: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number))),
    }),
    response: NegotiateResponseSchema,
  }),
};

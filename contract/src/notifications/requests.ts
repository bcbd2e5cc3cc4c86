import * as v from 'valibot';
import { NOTIFICATION_TYPES, SENDABLE_NOTIFICATION_TYPES } from './types.ts';

/** A whole number from 1 to `max` in a query string (or a number, from a caller). */
export const wholeQueryNumber = (name: string, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], `${name} must be a whole number.`),
    v.transform(Number),
    v.integer(`${name} must be a whole number.`),
    v.minValue(1, `${name} must be at least 1.`),
    v.maxValue(max, `${name} must be at most ${max}.`),
  );

/** A positive whole number in a JSON body (strings are not ids there). */
const bodyId = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(Number.MAX_SAFE_INTEGER, message),
  );

/** The notifications list's default page size (spec point 9: lists default to 20). */
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;

/** GET user-notifications: limit (default 20, at most 200), page (default 1), unreadOnly, type. */
export const NotificationListQuerySchema = v.object({
  limit: v.optional(wholeQueryNumber('limit', 200), NOTIFICATIONS_DEFAULT_LIMIT),
  page: v.optional(wholeQueryNumber('page', 1_000_000), 1),
  unreadOnly: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])], 'unreadOnly must be true or false.'),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
  type: v.optional(
    v.picklist(NOTIFICATION_TYPES, `type must be one of ${NOTIFICATION_TYPES.join(', ')}.`),
  ),
});
/** The notifications list's filters and page, as a caller gives them. */
export type NotificationListQuery = v.InferInput<typeof NotificationListQuerySchema>;

/** At most this many ids in one bulk call. */
export const MAX_BULK_IDS = 500;

/** Body of mark-multiple-read and delete-multiple: `{ ids: number[] }`, distinct ids kept. */
export const NotificationIdsRequestSchema = v.object({
  ids: v.pipe(
    v.array(bodyId('Each id must be a positive whole number.'), 'ids must be a list of ids.'),
    v.minLength(1, 'Give at least one id.'),
    v.maxLength(MAX_BULK_IDS, `Give at most ${MAX_BULK_IDS} ids.`),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

/** Longest title of a notification an admin sends. */
export const NOTIFICATION_TITLE_MAX = 200;
/** Longest message of a notification an admin sends. */
export const NOTIFICATION_MESSAGE_MAX = 2000;

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required.`),
    v.trim(),
    v.nonEmpty(`${name} is required.`),
    v.maxLength(max, `${name} must be at most ${max} characters.`),
  );

/** POST /api/admin/notifications: to one user, every user of a client, or (neither) everyone. */
export const SendNotificationRequestSchema = v.pipe(
  v.object({
    userId: v.optional(bodyId('userId must be a positive whole number.')),
    clientId: v.optional(bodyId('clientId must be a positive whole number.')),
    type: v.picklist(SENDABLE_NOTIFICATION_TYPES, 'Type must be System or Alert.'),
    title: text('Title', NOTIFICATION_TITLE_MAX),
    message: text('Message', NOTIFICATION_MESSAGE_MAX),
  }),
  v.forward(
    v.check(
      (input) => input.userId === undefined || input.clientId === undefined,
      'Give a user or a client, not both.',
    ),
    ['clientId'],
  ),
);
/** What the admin area sends: no userId and no clientId means everyone. */
export type SendNotificationRequest = v.InferInput<typeof SendNotificationRequestSchema>;

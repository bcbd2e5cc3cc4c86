import * as v from 'valibot';
import { NOTIFICATION_TYPES } from './types.js';

/** At most this many ids in one bulk call. */
const MAX_IDS = 500;

/** A positive whole number in a JSON body (strings are not ids there). */
const bodyId = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(Number.MAX_SAFE_INTEGER, message),
  );

const whole = (name: string, max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer(`${name} must be a whole number.`),
    v.minValue(1, `${name} must be at least 1.`),
    v.maxValue(max, `${name} must be at most ${max}.`),
  );

/** GET user-notifications: limit (default 20), page (default 1), unreadOnly, type. */
export const ListQuerySchema = v.object({
  limit: v.optional(whole('limit', 200), '20'),
  page: v.optional(whole('page', 1_000_000), '1'),
  unreadOnly: v.optional(
    v.picklist(['true', 'false'], 'unreadOnly must be true or false.'),
    'false',
  ),
  type: v.optional(
    v.picklist(NOTIFICATION_TYPES, `type must be one of ${NOTIFICATION_TYPES.join(', ')}.`),
  ),
});

/** Body of mark-multiple-read and delete-multiple: `{ ids: number[] }`, distinct ids kept. */
export const IdsBodySchema = v.object({
  ids: v.pipe(
    v.array(bodyId('Each id must be a positive whole number.'), 'ids must be a list of ids.'),
    v.minLength(1, 'Give at least one id.'),
    v.maxLength(MAX_IDS, `Give at most ${MAX_IDS} ids.`),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required.`),
    v.trim(),
    v.nonEmpty(`${name} is required.`),
    v.maxLength(max, `${name} must be at most ${max} characters.`),
  );

/** POST /api/admin/notifications: to one user, every user of a client, or everyone. */
export const AdminNotificationSchema = v.pipe(
  v.object({
    userId: v.optional(bodyId('userId must be a positive whole number.')),
    clientId: v.optional(bodyId('clientId must be a positive whole number.')),
    type: v.picklist(['System', 'Alert'], 'Type must be System or Alert.'),
    title: text('Title', 200),
    message: text('Message', 2000),
  }),
  v.forward(
    v.check(
      (input) => input.userId === undefined || input.clientId === undefined,
      'Give a user or a client, not both.',
    ),
    ['clientId'],
  ),
);

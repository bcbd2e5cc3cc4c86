import * as v from 'valibot';
import { ROLES } from '@portal/contract';
import { badRequest } from '../http/errors.js';
import { parseInput } from '../http/validate.js';

const BOOLEAN = 'Must be true or false.';
const CLIENT_ID = 'ClientId must be a whole number or null.';
const ROLE = `Each role must be one of ${ROLES.join(', ')}.`;

/**
 * PUT /api/admin/users/{id}: only the fields given change. Unknown fields are refused, so a
 * misspelt or read-only field (email...) never looks saved when it was not.
 */
const UpdateUserSchema = v.strictObject(
  {
    clientId: v.optional(
      v.nullable(
        v.pipe(
          v.number(CLIENT_ID),
          v.integer(CLIENT_ID),
          v.minValue(1, CLIENT_ID),
          v.maxValue(Number.MAX_SAFE_INTEGER, CLIENT_ID),
        ),
      ),
    ),
    roles: v.optional(
      v.pipe(
        v.array(v.picklist(ROLES, ROLE), 'Roles must be a list of role names.'),
        v.check((roles) => new Set(roles).size === roles.length, 'Each role may appear once.'),
      ),
    ),
    isAdmin: v.optional(v.boolean(BOOLEAN)),
    isShowcaseUser: v.optional(v.boolean(BOOLEAN)),
    canImpersonate: v.optional(v.boolean(BOOLEAN)),
    disabled: v.optional(v.boolean(BOOLEAN)),
  },
  'Unknown field.',
);

/** The parsed changes of a user. */
export type UpdateUserInput = v.InferOutput<typeof UpdateUserSchema>;

const NOT_AN_OBJECT = 'The request body must be a JSON object.';
const NOTHING_TO_CHANGE = 'Nothing to change.';

/** The changes of a PUT body, or a 400 with the field map. */
export function parseUserChanges(body: unknown): UpdateUserInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(NOT_AN_OBJECT, { '': [NOT_AN_OBJECT] });
  }
  const input = parseInput(UpdateUserSchema, body);
  if (!Object.keys(input).length) throw badRequest(NOTHING_TO_CHANGE, { '': [NOTHING_TO_CHANGE] });
  return input;
}

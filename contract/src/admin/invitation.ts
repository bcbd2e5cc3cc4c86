import * as v from 'valibot';
import { ROLES, type Role } from '../account/permissions.ts';
import { EmailSchema } from '../account/rules.ts';

// POST /api/admin/users/invite: an admin invites anyone to any client with any roles; a holder of
// Engage.User.Invite (a ProjectAdmin) invites Contributors to their own client only.

/** Text of the 403 when a non-admin invites to another client. */
export const INVITE_OWN_CLIENT_ONLY = 'You can invite people to your own client only.';
/** Text of the 403 when a non-admin gives an invited person more than Contributor. */
export const INVITE_CONTRIBUTORS_ONLY = 'Only an admin can give an invited person more roles.';

/** The roles an invited person gets unless the inviter chooses otherwise. */
export const DEFAULT_INVITED_ROLES: readonly Role[] = ['Contributor'];

const CHOOSE_CLIENT = 'Choose a client.';

/** The invitation: an address, a client (null for none) and roles (duplicates dropped). */
export const InviteRequestSchema = v.object({
  email: EmailSchema,
  clientId: v.optional(
    v.nullable(
      v.pipe(v.number(CHOOSE_CLIENT), v.integer(CHOOSE_CLIENT), v.minValue(1, CHOOSE_CLIENT)),
    ),
    null,
  ),
  roles: v.optional(
    v.pipe(
      v.array(v.picklist(ROLES, `Roles are ${ROLES.join(', ')}.`)),
      v.transform((roles) => [...new Set(roles)]),
    ),
    () => [...DEFAULT_INVITED_ROLES],
  ),
});
/** What the invitation form sends. */
export type InviteRequest = v.InferInput<typeof InviteRequestSchema>;

/** The answer: the invited user's id and a sentence saying whom it invited (or invited again). */
export const InviteResultSchema = v.object({
  success: v.boolean(),
  userId: v.string(),
  message: v.string(),
});
/** The answer of an invitation. */
export type InviteResult = v.InferOutput<typeof InviteResultSchema>;

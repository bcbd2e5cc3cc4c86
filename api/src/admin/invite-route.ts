import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { inviteUser } from '../account/invitation-service.js';
import type { Mailer } from '../account/mailer.js';
import { ROLES } from '@portal/contract';
import { INVALID_EMAIL_MESSAGE as INVALID_EMAIL } from '@portal/contract';
import { requireUser } from '../http/auth-context.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parseInput } from '../http/validate.js';

/** Texts of refused invitations. */
export const INVITE_OWN_CLIENT_ONLY = 'You can invite people to your own client only.';
export const INVITE_CONTRIBUTORS_ONLY = 'Only an admin can give an invited person more roles.';
export const UNKNOWN_CLIENT = 'That client does not exist.';

const InviteSchema = v.object({
  email: v.pipe(
    v.string(INVALID_EMAIL),
    v.trim(),
    v.email(INVALID_EMAIL),
    v.maxLength(256, INVALID_EMAIL),
  ),
  clientId: v.optional(
    v.nullable(v.pipe(v.number('Choose a client.'), v.integer('Choose a client.'), v.minValue(1))),
    null,
  ),
  roles: v.optional(
    v.pipe(
      v.array(v.picklist(ROLES, `Roles are ${ROLES.join(', ')}.`)),
      v.transform((roles) => [...new Set(roles)]),
    ),
    ['Contributor'],
  ),
});

/**
 * POST /api/admin/users/invite: an admin invites anyone to any client with any roles; a holder of
 * Engage.User.Invite (a ProjectAdmin) invites Contributors to their own client only.
 */
export function inviteRoute(app: FastifyInstance, db: Db, config: ApiConfig, mailer: Mailer) {
  app.post('/api/admin/users/invite', async (request) => {
    const auth = requireUser(request);
    // While impersonating, an admin invites with the rights of the person impersonated.
    const isAdmin = auth.original.isAdmin && !auth.isImpersonating;
    if (!isAdmin && !auth.permissions.includes('Engage.User.Invite')) throw forbidden();
    const input = parseInput(InviteSchema, request.body, {
      email: 'Email',
      clientId: 'ClientId',
      roles: 'Roles',
    });
    if (!isAdmin) {
      if (input.clientId !== auth.currentClientId) throw forbidden(INVITE_OWN_CLIENT_ONLY);
      if (input.roles.some((role) => role !== 'Contributor'))
        throw forbidden(INVITE_CONTRIBUTORS_ONLY);
    }
    if (input.clientId !== null) {
      const client = await db
        .selectFrom('clients')
        .select('id')
        .where('id', '=', input.clientId)
        .executeTakeFirst();
      if (!client) throw badRequest(UNKNOWN_CLIENT, { ClientId: [UNKNOWN_CLIENT] });
    }
    const { userId, resent } = await inviteUser(db, mailer, config.publicUrl, {
      ...input,
      invitedBy: auth.effective.userName,
    });
    return {
      success: true,
      userId: String(userId),
      message: resent
        ? `A new invitation was sent to ${input.email}.`
        : `${input.email} is invited.`,
    };
  });
}

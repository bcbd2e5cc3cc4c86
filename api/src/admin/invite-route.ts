import { adminEndpoints, INVITE_CONTRIBUTORS_ONLY, INVITE_OWN_CLIENT_ONLY } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { inviteUser } from '../account/invitation-service.js';
import type { Mailer } from '../account/mailer.js';
import type { AuthContext } from '../auth/auth-context.js';
import { Auth } from '../auth/auth-rules.js';
import { requireKnownClient } from '../clients/service.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import { route } from '../http/route.js';

/** While impersonating, an admin invites with the rights of the person impersonated. */
const invitesAsAdmin = (auth: AuthContext) => auth.original.isAdmin && !auth.isImpersonating;

const inviter = Auth.rule(
  'An admin (not while impersonating), or a holder of Engage.User.Invite (Contributors to ' +
    'their own client only).',
  (auth) => invitesAsAdmin(auth) || auth.permissions.includes('Engage.User.Invite'),
);

/**
 * POST /api/admin/users/invite: an admin invites anyone to any client with any roles; a holder of
 * Engage.User.Invite (a ProjectAdmin) invites Contributors to their own client only.
 */
export async function inviteRoutes(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: ApiConfig; mailer: Mailer },
) {
  route(app, adminEndpoints.inviteUser, inviter, async ({ auth, body }) => {
    if (!invitesAsAdmin(auth)) {
      if (body.clientId !== auth.currentClientId) throw forbidden(INVITE_OWN_CLIENT_ONLY);
      if (body.roles.some((role) => role !== 'Contributor')) {
        throw forbidden(INVITE_CONTRIBUTORS_ONLY);
      }
    }
    await requireKnownClient(db, body.clientId);
    const { userId, resent } = await inviteUser(db, mailer, config.publicUrl, {
      ...body,
      invitedBy: auth.effective.userName,
      // Only an admin may send again another client's pending invitation.
      ...(invitesAsAdmin(auth) ? {} : { resendsOnlyWithin: auth.currentClientId }),
    });
    return {
      success: true,
      userId: String(userId),
      message: resent ? `A new invitation was sent to ${body.email}.` : `${body.email} is invited.`,
    };
  });
}

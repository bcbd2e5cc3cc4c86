import { clientEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { clientLookup, findLogo, setSessionClient } from './repository.js';
import { requireKnownClient } from './service.js';

/** Who may list the clients: whoever picks one (impersonation, the showcase picker, admins). */
const pickersOfClients = Auth.rule(
  'An admin, someone who may impersonate, or a showcase user.',
  ({ original, effective }) =>
    original.isAdmin || original.canImpersonate || original.isShowcase || effective.isShowcase,
);

/** Client logos (public: the header shows them before and after sign-in), the lookup, the choice. */
export async function clientRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, clientEndpoints.logo, Auth.public, async ({ params, reply }) => {
    const logo = await findLogo(db, params.id);
    if (!logo) throw notFound('This client has no logo.');
    // Uploaded SVGs are checked, but a logo opened on its own must still never run anything.
    return reply
      .type(logo.type)
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(logo.bytes);
  });

  route(app, clientEndpoints.lookup, pickersOfClients, () => clientLookup(db));

  // The showcase flag of the person acted as: an admin impersonating a showcase user may switch.
  const showcase = Auth.rule(
    'A showcase user (or someone acting as one).',
    (auth) => auth.effective.isShowcase,
    'Only showcase users can switch client.',
  );
  route(app, clientEndpoints.changeCurrent, showcase, async ({ body, auth }) => {
    await requireKnownClient(db, body.ClientId);
    await setSessionClient(db, auth.sessionId, body.ClientId);
    return { success: true };
  });
}

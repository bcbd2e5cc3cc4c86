import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';

/** GET /api/account/impersonation-details (spec point 3, Impersonation details). */
export function impersonationDetailsRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/account/impersonation-details', async (request) => {
    const auth = requireUser(request);
    if (!auth.original.canImpersonate && !auth.original.isAdmin) throw forbidden();
    const session = await db
      .selectFrom('sessions')
      .select(['impersonated_user_id', 'current_client_id'])
      .where('id', '=', auth.sessionId)
      .executeTakeFirstOrThrow();
    const isImpersonating = session.impersonated_user_id !== null;
    return {
      isImpersonating,
      userId: isImpersonating ? String(session.impersonated_user_id) : null,
      clientId: isImpersonating ? auth.currentClientId : null,
    };
  });
}

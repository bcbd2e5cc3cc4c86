import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { mayImpersonate, originOf, STARTED, STOPPED } from './rules.js';
import { StartImpersonationSchema } from './schema.js';
import { startImpersonation, stopImpersonation } from './service.js';

/** Impersonation endpoints of spec point 7; every rule is decided for the original user. */
export function impersonationRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/account/impersonate/start', async (request) => {
    const auth = requireUser(request);
    // Refused before the body is read, so a caller without the right learns nothing from it.
    if (!mayImpersonate(auth.original)) throw forbidden();
    const input = parseInput(StartImpersonationSchema, request.body);
    await startImpersonation(db, auth, input, originOf(request));
    return { success: true, message: STARTED };
  });

  app.post('/api/account/impersonate/stop', async (request) => {
    await stopImpersonation(db, requireUser(request), originOf(request));
    return { success: true, message: STOPPED };
  });

  app.get('/api/account/impersonation-details', async (request) => {
    const auth = requireUser(request);
    if (!mayImpersonate(auth.original)) throw forbidden();
    const asOther = auth.effective.id !== auth.original.id;
    return {
      isImpersonating: auth.isImpersonating,
      userId: asOther ? String(auth.effective.id) : null,
      clientId: auth.isImpersonating ? auth.currentClientId : null,
    };
  });
}

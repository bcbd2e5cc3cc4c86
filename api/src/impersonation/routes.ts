import {
  IMPERSONATION_STARTED,
  IMPERSONATION_STOPPED,
  impersonationEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import { mayImpersonateRule } from '../auth/impersonation-rules.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { startImpersonation, stopImpersonation } from './service.js';
import { originOf } from './terms.js';

/** Impersonation endpoints of spec point 7; every rule is decided for the original user. */
export async function impersonationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // The rule runs before the body is read, so a caller without the right learns nothing from it.
  route(app, impersonationEndpoints.start, mayImpersonateRule, async ({ auth, body, request }) => {
    await startImpersonation(db, auth, body, originOf(request));
    return { success: true, message: IMPERSONATION_STARTED };
  });

  // Ending is always allowed; with nothing to end, the service lets only impersonators succeed.
  route(app, impersonationEndpoints.stop, Auth.signedIn, async ({ auth, request }) => {
    await stopImpersonation(db, auth, originOf(request));
    return { success: true, message: IMPERSONATION_STOPPED };
  });

  route(app, impersonationEndpoints.details, mayImpersonateRule, ({ auth }) => {
    const asOther = auth.effective.id !== auth.original.id;
    return {
      isImpersonating: auth.isImpersonating,
      userId: asOther ? String(auth.effective.id) : null,
      clientId: auth.isImpersonating ? auth.currentClientId : null,
    };
  });
}

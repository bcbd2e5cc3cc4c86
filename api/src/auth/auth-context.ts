import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Permission } from '@portal/contract';
import { findSession } from '../account/session-repository.js';
import { findUserById, type UserRecord } from '../account/user-repository.js';
import type { Db } from '../db/database.js';
import type { SessionTable } from '../db/schema.js';
import { permissionsOf } from './permissions.js';
import { resolveActing } from './session-state.js';

/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'portal.session';

/** Who is calling: the signed-in (original) user and the user they act as. */
export interface AuthContext {
  sessionToken: string;
  sessionId: string;
  original: UserRecord;
  /** The impersonated user while impersonating, otherwise the original user. */
  effective: UserRecord;
  /** The active client (a showcase user's choice, or the effective user's own client). */
  currentClientId: number | null;
  /** Acting as another user, or as oneself for a chosen client (see impersonation/). */
  isImpersonating: boolean;
  permissions: Permission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Resolves the session cookie of every /api request into `request.auth` (null when anonymous). */
export function registerAuthContext(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(db, token);
    if (!session) return;
    request.auth = await authOfSession(db, session, token);
  });
}

/**
 * Who a stored session acts as now: its user (null once gone or disabled), the user it acts as,
 * the current client and the effective user's permissions. `sessionToken` is the cookie's token
 * when a request brought it ('' where only the stored session is known, as for a hub connection).
 */
export async function authOfSession(
  db: Db,
  session: Selectable<SessionTable>,
  sessionToken: string,
): Promise<AuthContext | null> {
  const original = await findUserById(db, session.user_id);
  if (!original || original.disabled) return null;
  const { effective, currentClientId, isImpersonating } = await resolveActing(
    db,
    session,
    original,
  );
  return {
    sessionToken,
    sessionId: session.id,
    original,
    effective,
    currentClientId,
    isImpersonating,
    permissions: permissionsOf(effective.roles, effective.isAdmin),
  };
}

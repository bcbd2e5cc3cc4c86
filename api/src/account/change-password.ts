import { hash, verify } from '@node-rs/argon2';
import { accountEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden } from '../http/errors.js';
import { route } from '../http/route.js';
import { deleteOtherSessions } from './session-repository.js';
import { voidTokens } from './tokens.js';
import { setPasswordHash } from './user-repository.js';

/** Text of a 400 for a wrong current password. */
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

/**
 * POST /api/account/change-password: the signed-in user's own password; other sessions and
 * outstanding reset links end.
 */
export async function changePasswordRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, accountEndpoints.changePassword, Auth.signedIn, async ({ auth, body: input }) => {
    // A password follows the person at the keyboard, never an impersonated account.
    if (auth.original.id !== auth.effective.id) throw forbidden('Not while impersonating.');
    if (!(await verify(auth.original.passwordHash, input.currentPassword).catch(() => false))) {
      throw badRequest(CURRENT_PASSWORD_WRONG, { CurrentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    await setPasswordHash(db, auth.original.id, await hash(input.newPassword));
    // A reset link asked for before the change must not undo it.
    await voidTokens(db, auth.original.id, ['reset-password']);
    await deleteOtherSessions(db, auth.original.id, auth.sessionId);
    return { success: true, message: 'Your password has been changed.' };
  });
}

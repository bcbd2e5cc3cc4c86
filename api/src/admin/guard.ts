import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../account/permissions.js';
import { requireUser, type AuthContext } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';

/**
 * The caller when the ORIGINAL user holds Engage.Admin.Access: 401 anonymous, 403 otherwise.
 * Admin pages follow the person at the keyboard, so an admin keeps them while impersonating a
 * client user, and a user impersonating an admin never gets them.
 */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  const { original } = auth;
  if (!permissionsOf(original.roles, original.isAdmin).includes('Engage.Admin.Access')) {
    throw forbidden();
  }
  return auth;
}

import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../account/user-repository.js';
import { Auth } from '../http/auth-rules.js';

/** Text of the 403 for a sensitive action tried while acting as someone else. */
export const NOT_WHILE_IMPERSONATING = 'Not while impersonating.';
/** Text of the 403 for a non-admin who picks an admin. */
export const CANNOT_IMPERSONATE_ADMIN = 'Only an admin can impersonate an admin.';
/** Text of the 400 for an unknown or disabled user. */
export const UNKNOWN_USER = 'That user does not exist or is disabled.';
/** Text of the 400 for picking oneself. */
export const CANNOT_IMPERSONATE_SELF = 'You cannot impersonate yourself.';
/** Text of the 400 for a start naming neither a user nor a client. */
export const NOTHING_CHOSEN = 'Choose a user or a client.';

/** Whether this (original) user may impersonate at all. */
export const mayImpersonate = (original: UserRecord) =>
  !original.disabled && (original.isAdmin || original.canImpersonate);

/** The access rule of the impersonation endpoints: decided for the person at the keyboard. */
export const mayImpersonateRule = Auth.rule(
  'Someone who may impersonate (the signed-in person is an admin or may impersonate).',
  (auth) => mayImpersonate(auth.original),
);

/**
 * Why `original` may not act as `target`, or null when they may. Checked when an impersonation
 * starts and again on every request, so a change of rights ends it at once.
 */
export function impersonationRefusal(
  original: UserRecord,
  target: UserRecord | null,
): 'forbidden' | 'admin' | 'unknown' | 'self' | null {
  if (!mayImpersonate(original)) return 'forbidden';
  if (!target || target.disabled) return 'unknown';
  if (target.id === original.id) return 'self';
  if (target.isAdmin && !original.isAdmin) return 'admin';
  return null;
}

/** The client a session starts on: a showcase user chooses one later; others have their own. */
export const defaultClientOf = (user: UserRecord) => (user.isShowcase ? null : user.clientId);

/** Where a request came from, for the audit log. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** The caller's address (trustProxy is on) and browser, for the audit log. */
export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../account/user-repository.js';

// What the impersonation service and its audit log need besides the rules (who may act as whom
// is auth/impersonation-rules.ts): the texts of its refusals, the client a session starts on and
// where a request came from.

/** Text of the 403 for a non-admin who picks an admin. */
export const CANNOT_IMPERSONATE_ADMIN = 'Only an admin can impersonate an admin.';
/** Text of the 400 for an unknown or disabled user. */
export const UNKNOWN_USER = 'That user does not exist or is disabled.';
/** Text of the 400 for picking oneself. */
export const CANNOT_IMPERSONATE_SELF = 'You cannot impersonate yourself.';
/** Text of the 400 for a start naming neither a user nor a client. */
export const NOTHING_CHOSEN = 'Choose a user or a client.';

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

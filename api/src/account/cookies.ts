import { SIGNED_IN_COOKIE } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../auth/auth-context.js';
import type { ApiConfig } from '../config.js';
import { rotateXsrf } from '../http/xsrf.js';
import { PERSISTENT_SESSION_MS } from './session-repository.js';

// The cookies of signing in and out, in one place: the session (read by auth/auth-context.ts on
// every request) and the challenge of a sign-in that waits for its e-mailed code.

/** HttpOnly cookie of a sign-in waiting for its code. */
export const TWO_FACTOR_COOKIE = 'portal.2fa';
/** Only the account endpoints (send and verify the code) ever need the challenge cookie. */
const TWO_FACTOR_PATH = '/api/account';

/**
 * Hands the browser a new session: the HttpOnly cookie (persistent with Remember me, else for the
 * browser session), its readable signed-in hint with the same lifetime (the contract's
 * SIGNED_IN_COOKIE: the page starts loading a signed-in page's parts at once) and fresh
 * anti-forgery tokens, as a new sign-in must not keep the old ones.
 */
export function startSessionCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  config: ApiConfig,
) {
  const lifetime = {
    path: '/',
    sameSite: 'lax',
    secure: config.production,
    ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...lifetime, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', lifetime);
  rotateXsrf(reply, config.secret, config.production, token);
}

/** Removes the session cookie and its hint, and rotates the anti-forgery tokens (sign-out). */
export function endSessionCookie(reply: FastifyReply, config: ApiConfig) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  rotateXsrf(reply, config.secret, config.production);
}

/** The session cookie's token of a request, if any. */
export const sessionTokenOf = (cookies: Record<string, string | undefined>) =>
  cookies[SESSION_COOKIE];

/** Hands the browser the HttpOnly cookie of a sign-in that waits for its code. */
export function setChallengeCookie(reply: FastifyReply, token: string, config: ApiConfig) {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: TWO_FACTOR_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
  });
}

/** The challenge cookie's token of a request, if any. */
export const challengeTokenOf = (cookies: Record<string, string | undefined>) =>
  cookies[TWO_FACTOR_COOKIE];

/** Removes the challenge cookie once the sign-in it carried has finished. */
export function clearChallengeCookie(reply: FastifyReply) {
  reply.clearCookie(TWO_FACTOR_COOKIE, { path: TWO_FACTOR_PATH });
}

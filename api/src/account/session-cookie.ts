import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../http/auth-context.js';
import { PERSISTENT_SESSION_MS } from './session-repository.js';

/** Sets the HttpOnly session cookie: persistent with Remember me, else for the browser session. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
  });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/auth-context.js';
import { HttpError } from './errors.js';

/** HttpOnly cookie holding this browser's anti-forgery secret. */
export const XSRF_SECRET_COOKIE = 'portal.xsrf';
/** Readable cookie the front end echoes in the X-XSRF-TOKEN header (as ASP.NET names them). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

// The token is an HMAC over the browser's secret AND the session it belongs to (anonymous: the
// secret alone), as ASP.NET binds its request token to the identity: a token pair taken from
// another browser, or from this browser before it signed in, is refused.
const tokenFor = (serverSecret: string, browserSecret: string, sessionToken: string | undefined) =>
  createHmac('sha256', serverSecret)
    .update(`${browserSecret}.${sessionToken ?? ''}`)
    .digest('base64url');

const TOKEN_COOKIE_OPTIONS = { path: '/', httpOnly: false, sameSite: 'strict' } as const;

/**
 * Issues a fresh secret and a token bound to `sessionToken` (the session cookie the reply hands
 * out, none when signing out): on sign-in and sign-out, so a token never outlives a session.
 */
export function rotateXsrf(
  reply: FastifyReply,
  serverSecret: string,
  secure: boolean,
  sessionToken?: string,
) {
  const browserSecret = randomBytes(24).toString('base64url');
  reply.setCookie(XSRF_SECRET_COOKIE, browserSecret, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  reply.setCookie(XSRF_COOKIE, tokenFor(serverSecret, browserSecret, sessionToken), {
    ...TOKEN_COOKIE_OPTIONS,
    secure,
  });
}

function matches(request: FastifyRequest, serverSecret: string): boolean {
  const browserSecret = request.cookies[XSRF_SECRET_COOKIE];
  const header = request.headers[HEADER];
  if (!browserSecret || typeof header !== 'string') return false;
  const expected = Buffer.from(
    tokenFor(serverSecret, browserSecret, request.cookies[SESSION_COOKIE]),
  );
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Gives the browser a secret if it has none, and a token bound to its current session. */
function issue(
  request: FastifyRequest,
  reply: FastifyReply,
  serverSecret: string,
  secure: boolean,
) {
  const browserSecret = request.cookies[XSRF_SECRET_COOKIE];
  if (!browserSecret) {
    rotateXsrf(reply, serverSecret, secure, request.cookies[SESSION_COOKIE]);
    return;
  }
  // The session changed without new tokens (another tab signed in or out): re-issue the token
  // for the session the browser now holds, as ASP.NET renders a token per identity.
  const token = tokenFor(serverSecret, browserSecret, request.cookies[SESSION_COOKIE]);
  if (request.cookies[XSRF_COOKIE] !== token) {
    reply.setCookie(XSRF_COOKIE, token, { ...TOKEN_COOKIE_OPTIONS, secure });
  }
}

/**
 * Antiforgery as ASP.NET does it: every GET of an /api route makes sure the browser holds a
 * secret and its token; every other method must echo the token in X-XSRF-TOKEN, on every route
 * but the `exempt` ones. Decided on the route Fastify matched, never on the URL as written: the
 * router decodes the path, so `/%61pi/…` reaches the same handler as `/api/…`.
 */
export function registerXsrf(
  app: FastifyInstance,
  serverSecret: string,
  secure: boolean,
  { exempt = [] }: { exempt?: string[] } = {},
) {
  const exempted = new Set(exempt);
  app.addHook('onRequest', async (request, reply) => {
    // An unknown route answers its 404, whatever the method.
    if (request.is404) return;
    const route = request.routeOptions.url ?? '';
    if (SAFE.has(request.method)) {
      if (route.startsWith('/api/')) issue(request, reply, serverSecret, secure);
      return;
    }
    if (exempted.has(route)) return;
    if (!matches(request, serverSecret)) {
      throw new HttpError(
        400,
        'Invalid or missing anti-forgery token. Reload the page and try again.',
      );
    }
  });
}

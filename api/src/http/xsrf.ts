import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** HttpOnly cookie holding this browser's anti-forgery secret. */
export const XSRF_SECRET_COOKIE = 'portal.xsrf';
/** Readable cookie the front end echoes in the X-XSRF-TOKEN header (as ASP.NET names them). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const tokenFor = (serverSecret: string, browserSecret: string) =>
  createHmac('sha256', serverSecret).update(browserSecret).digest('base64url');

/** Issues a fresh secret and token (on sign-in and sign-out, so a token never outlives a session). */
export function rotateXsrf(reply: FastifyReply, serverSecret: string, secure: boolean) {
  const browserSecret = randomBytes(24).toString('base64url');
  reply.setCookie(XSRF_SECRET_COOKIE, browserSecret, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  reply.setCookie(XSRF_COOKIE, tokenFor(serverSecret, browserSecret), {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
  });
}

function matches(request: FastifyRequest, serverSecret: string): boolean {
  const browserSecret = request.cookies[XSRF_SECRET_COOKIE];
  const header = request.headers[HEADER];
  if (!browserSecret || typeof header !== 'string') return false;
  const expected = Buffer.from(tokenFor(serverSecret, browserSecret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Antiforgery as ASP.NET does it: every GET under /api makes sure the browser holds a secret
 * and its token; every other method under /api must echo the token in X-XSRF-TOKEN.
 */
export function registerXsrf(app: FastifyInstance, serverSecret: string, secure: boolean) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (SAFE.has(request.method)) {
      if (!request.cookies[XSRF_SECRET_COOKIE]) rotateXsrf(reply, serverSecret, secure);
      return;
    }
    if (!matches(request, serverSecret)) {
      throw new HttpError(
        400,
        'Invalid or missing anti-forgery token. Reload the page and try again.',
      );
    }
  });
}

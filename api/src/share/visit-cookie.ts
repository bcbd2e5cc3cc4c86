import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_API_PREFIX } from '@portal/contract';
import type { ShareKeys } from './share-crypto.js';

// A visit of a link, in a signed browser-session cookie per link: 'unlocked' once its password
// was given, 'counted' once the visit was counted (a visit counts once, and may then open it).

/** How far a visit has come. */
export type VisitState = 'unlocked' | 'counted';

const cookieName = (linkId: number) => `portal.share.${linkId}`;

/** The visit's state for a link, when its cookie is there and genuine. */
export function visitOf(request: FastifyRequest, keys: ShareKeys, linkId: number) {
  const value = request.cookies[cookieName(linkId)];
  const [state, mac] = value?.split('.') ?? [];
  if ((state === 'unlocked' || state === 'counted') && mac === keys.visitMac(linkId, state)) {
    return state as VisitState;
  }
  return null;
}

/** Hosts a browser treats as secure over plain http (where Secure cookies are kept). */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Records how far the visit has come (HttpOnly, only sent to the share API).
 *
 * A link may be opened inside a partner's iframe, where a SameSite=Lax cookie is never sent: a
 * password, once given there, would be asked again at every request. So where the browser can keep
 * a Secure cookie (https, or a loopback address in development) the cookie is SameSite=None and
 * Partitioned (CHIPS): sent inside the frame, but kept apart per embedding site, so it cannot follow
 * the visitor across sites. On plain http elsewhere it stays Lax (the link works, unframed).
 */
export function setVisit(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ShareKeys,
  linkId: number,
  state: VisitState,
  secure: boolean,
) {
  const crossSite = secure || request.protocol === 'https' || LOOPBACK.test(request.host);
  reply.setCookie(cookieName(linkId), `${state}.${keys.visitMac(linkId, state)}`, {
    path: SHARE_API_PREFIX.slice(0, -1),
    httpOnly: true,
    ...(crossSite
      ? { sameSite: 'none', secure: true, partitioned: true }
      : { sameSite: 'lax', secure: false }),
  });
}

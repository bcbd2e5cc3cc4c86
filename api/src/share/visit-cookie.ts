import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_API_PREFIX } from '@portal/contract';
import type { ShareKeys } from './share-crypto.js';

// A visit of a link, in signed browser-session cookies per link: how far it has come ('unlocked'
// once its password was given, 'counted' once the visit was counted: a visit counts once, and
// may then open it), and, on a review link, the guest it said it was.

/** How far a visit has come. */
export type VisitState = 'unlocked' | 'counted';

const visitCookie = (linkId: number) => `portal.share.${linkId}`;
const guestCookie = (linkId: number) => `portal.share-guest.${linkId}`;

/** A cookie's value when it is there and its signature (over the link and the value) genuine. */
export function signedValue(
  request: FastifyRequest,
  keys: ShareKeys,
  name: string,
  linkId: number,
) {
  const [value, mac] = request.cookies[name]?.split('.') ?? [];
  return value !== undefined && mac === keys.visitMac(linkId, value) ? value : null;
}

/** The visit's state for a link, when its cookie is there and genuine. */
export function visitOf(request: FastifyRequest, keys: ShareKeys, linkId: number) {
  const state = signedValue(request, keys, visitCookie(linkId), linkId);
  return state === 'unlocked' || state === 'counted' ? (state as VisitState) : null;
}

/** The id of the guest the visit said it was on a link, when its cookie is there and genuine. */
export function guestIdOf(request: FastifyRequest, keys: ShareKeys, linkId: number) {
  const value = signedValue(request, keys, guestCookie(linkId), linkId);
  return value !== null && /^g\d+$/.test(value) ? Number(value.slice(1)) : null;
}

/** Hosts a browser treats as secure over plain http (where Secure cookies are kept). */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Sets a signed cookie of the visit (HttpOnly, only sent to the share API unless `path` says
 * another: an upload link's).
 *
 * A link may be opened inside a partner's iframe, where a SameSite=Lax cookie is never sent: a
 * password, once given there, would be asked again at every request. So where the browser can keep
 * a Secure cookie (https, or a loopback address in development) the cookie is SameSite=None and
 * Partitioned (CHIPS): sent inside the frame, but kept apart per embedding site, so it cannot follow
 * the visitor across sites. On plain http elsewhere it stays Lax (the link works, unframed).
 */
export function setSigned(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    keys,
    secure,
    path = SHARE_API_PREFIX.slice(0, -1),
  }: { keys: ShareKeys; secure: boolean; path?: string },
  name: string,
  linkId: number,
  value: string,
) {
  const crossSite = secure || request.protocol === 'https' || LOOPBACK.test(request.host);
  reply.setCookie(name, `${value}.${keys.visitMac(linkId, value)}`, {
    path,
    httpOnly: true,
    ...(crossSite
      ? { sameSite: 'none', secure: true, partitioned: true }
      : { sameSite: 'lax', secure: false }),
  });
}

/** Records how far the visit has come. */
export function setVisit(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ShareKeys,
  linkId: number,
  state: VisitState,
  secure: boolean,
) {
  setSigned(request, reply, { keys, secure }, visitCookie(linkId), linkId, state);
}

/** Records the guest the visit said it was. */
export function setGuest(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ShareKeys,
  { linkId, guestId }: { linkId: number; guestId: number },
  secure: boolean,
) {
  setSigned(request, reply, { keys, secure }, guestCookie(linkId), linkId, `g${guestId}`);
}

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

/** Records how far the visit has come (HttpOnly, only sent to the share API). */
export function setVisit(
  reply: FastifyReply,
  keys: ShareKeys,
  linkId: number,
  state: VisitState,
  secure: boolean,
) {
  reply.setCookie(cookieName(linkId), `${state}.${keys.visitMac(linkId, state)}`, {
    path: SHARE_API_PREFIX.slice(0, -1),
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

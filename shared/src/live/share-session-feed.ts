import { SHARE_SESSION_EVENTS, shareReviewEndpoints } from '@portal/contract';
import { endpointUrl } from '../api/api-client';
import { reviewSessions } from './review-session';

/** The event's JSON data, or undefined (logged) when it is not JSON. */
function dataOf(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as unknown;
  } catch {
    console.error('Ignored a live session event that is not JSON', event);
    return undefined;
  }
}

/** Whether the payload speaks of this medium (a feed hears only its own; anything else is dropped). */
const isOf = (mediaId: number, payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'mediaId' in payload
    ? payload.mediaId === mediaId
    : false;

/**
 * Follows a medium's live review session as a review link's guest (who has no hub connection):
 * the API's event stream hands `reviewSessions` the session and the presenter's views, as the hub
 * does for signed-in people, so a viewer `subscribe`s the same way. The browser reconnects a
 * dropped stream by itself (the session is unknown until it answers again) and gives up on a
 * refusal (the link revoked or expired). The returned function closes it and forgets the session.
 * Without `EventSource` it does nothing.
 */
export function shareSessionFeed(token: string, mediaId: number): () => void {
  // Where there are no event streams (an old browser, a test's DOM), the page is simply not live.
  if (typeof EventSource === 'undefined') return () => {};
  const url = endpointUrl(shareReviewEndpoints.session, { params: { token, id: mediaId } });
  // The link's visit and guest cookies go with it, as with the share's other calls.
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener(SHARE_SESSION_EVENTS.session, (event) => {
    const payload = dataOf(event);
    if (isOf(mediaId, payload)) reviewSessions.deliverSession(payload);
  });
  source.addEventListener(SHARE_SESSION_EVENTS.state, (event) => {
    const payload = dataOf(event);
    if (isOf(mediaId, payload)) reviewSessions.deliverState(payload);
  });
  // Dropped (reconnecting) or refused (closed for good): what was known may be stale now.
  source.addEventListener('error', () => reviewSessions.forget(mediaId));
  return () => {
    source.close();
    reviewSessions.forget(mediaId);
  };
}

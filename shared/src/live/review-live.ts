import * as v from 'valibot';
import {
  MediaReviewChangedSchema,
  REVIEW_HUB_METHODS,
  type MediaReviewChanged,
} from '@portal/contract';

/** Told that something of a watched medium's review changed (refetch it). */
export type ReviewChangeListener = (event: MediaReviewChanged) => void;

/** What the hub connection's owner lends the registry: a hub method call (a medium's id first). */
export interface ReviewLiveTransport {
  invoke(method: string, mediaId: number, ...rest: unknown[]): Promise<unknown>;
}

/** Medium id → one entry per `watch` call still in force (the same listener twice counts twice). */
const watchers = new Map<number, Set<{ listener: ReviewChangeListener }>>();
let transport: ReviewLiveTransport | undefined;
/** Media whose failed join was logged; a success clears it, so the next failure is logged again. */
const failedJoins = new Set<number>();

/** Told when the tab's hub connection is lent (true) or taken back (false). */
const connectionListeners = new Set<(attached: boolean) => void>();

/**
 * Calls a hub method on the lent connection (rejects while there is none): the live review
 * session's methods (`review-session.ts`) go this way.
 */
export function invokeReviewHub(method: string, mediaId: number, ...rest: unknown[]) {
  if (!transport) return Promise.reject(new Error('The live connection is not up.'));
  return transport.invoke(method, mediaId, ...rest);
}

/** Hears the connection come and go (for the live session's state); returns the stop. */
export function onReviewHubConnection(listener: (attached: boolean) => void) {
  connectionListeners.add(listener);
  return () => void connectionListeners.delete(listener);
}

/** Whether a watched medium's group is joined by some viewer of this tab. */
export const isWatched = (mediaId: number) => watchers.has(mediaId);

function join(mediaId: number) {
  const current = transport;
  if (!current) return;
  current.invoke(REVIEW_HUB_METHODS.join, mediaId).then(
    () => failedJoins.delete(mediaId),
    (error: unknown) => {
      // A refusal (no access) or a connection going down: the viewer still works, just not live,
      // and the next (re)connect tries again. Once, not on every retry.
      if (failedJoins.has(mediaId)) return;
      failedJoins.add(mediaId);
      console.error(`Live review updates for medium ${mediaId} are unavailable`, error);
    },
  );
}

function leave(mediaId: number) {
  failedJoins.delete(mediaId);
  // Nothing to do when it fails: a dropped connection has left every group anyway.
  transport?.invoke(REVIEW_HUB_METHODS.leave, mediaId).catch(() => undefined);
}

/**
 * The media this tab shows a review of, for every bundle of the page. A viewer `watch`es its
 * medium and refetches when told; mfe-notifications, which owns the hub connection, `attach`es it,
 * calls `connected()` after every (re)connect and hands `MediaReviewChanged` events to `deliver`.
 * One join per medium however many viewers show it, and a leave when the last one stops.
 */
export const reviewLive = {
  /** Listens to the medium's review changes until the returned function is called. */
  watch(mediaId: number, listener: ReviewChangeListener) {
    const entry = { listener };
    let entries = watchers.get(mediaId);
    if (!entries) {
      watchers.set(mediaId, (entries = new Set()));
      join(mediaId);
    }
    entries.add(entry);
    const watched = entries;
    return () => {
      if (!watched.delete(entry) || watched.size > 0) return;
      watchers.delete(mediaId);
      leave(mediaId);
    };
  },

  /** Lends the hub connection (once it is started) until the returned function is called. */
  attach(next: ReviewLiveTransport) {
    transport = next;
    for (const listener of [...connectionListeners]) listener(true);
    return () => {
      if (transport !== next) return;
      transport = undefined;
      for (const listener of [...connectionListeners]) listener(false);
    };
  },

  /** Joins every watched medium's group: after each (re)connect the server knows none of them. */
  connected() {
    for (const mediaId of watchers.keys()) join(mediaId);
  },

  /** A `MediaReviewChanged` event's argument, checked, for the medium's listeners. */
  deliver(payload: unknown) {
    const result = v.safeParse(MediaReviewChangedSchema, payload);
    if (!result.success) {
      console.error(
        'Ignored a malformed MediaReviewChanged event',
        v.flatten(result.issues),
        payload,
      );
      return;
    }
    for (const { listener } of [...(watchers.get(result.output.mediaId) ?? [])]) {
      try {
        listener(result.output);
      } catch (error) {
        // One viewer's mistake must not keep the others from hearing.
        console.error('A live review listener failed', error);
      }
    }
  },
};

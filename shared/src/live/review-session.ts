import * as v from 'valibot';
import {
  PresenterStateSchema,
  REVIEW_SESSION_METHODS,
  ReviewSessionChangedSchema,
  type PresenterState,
  type PresenterView,
  type ReviewSessionChanged,
} from '@portal/contract';
import { invokeReviewHub, onReviewHubConnection } from './review-live';

/** What this tab knows of a medium's live review session. */
export interface ReviewSessionSnapshot {
  /** Who presents and who watches, as the hub last said (null: not said since joining). */
  session: ReviewSessionChanged | null;
  /** The presenter's latest view (null: none yet, or nobody presents). */
  state: PresenterState | null;
  /** When that view arrived (`performance.now()`), to carry a playing video on from it. */
  receivedAt: number;
}

/** Told of a change: `what` is the session (people) or the presenter's view. */
export type ReviewSessionListener = (
  snapshot: ReviewSessionSnapshot,
  what: 'session' | 'state',
) => void;

const EMPTY: ReviewSessionSnapshot = { session: null, state: null, receivedAt: 0 };
const snapshots = new Map<number, ReviewSessionSnapshot>();
const listeners = new Map<number, Set<ReviewSessionListener>>();

function tell(mediaId: number, next: ReviewSessionSnapshot, what: 'session' | 'state') {
  snapshots.set(mediaId, next);
  for (const listener of [...(listeners.get(mediaId) ?? [])]) {
    try {
      listener(next, what);
    } catch (error) {
      // One viewer's mistake must not keep the others from hearing.
      console.error('A live session listener failed', error);
    }
  }
}

function checked<T>(schema: v.GenericSchema<unknown, T>, event: string, payload: unknown) {
  const result = v.safeParse(schema, payload);
  if (result.success) return result.output;
  console.error(`Ignored a malformed ${event} event`, v.flatten(result.issues), payload);
  return null;
}

// A dropped connection has left every group and ended its sessions: forget them all (the hub
// says again on the next join).
onReviewHubConnection((attached) => {
  if (attached) return;
  for (const mediaId of [...snapshots.keys()]) tell(mediaId, EMPTY, 'session');
});

/**
 * Live review sessions (issue 50) as this tab hears them, beside `reviewLive` (whose join of a
 * medium's group is what makes the hub tell): mfe-notifications hands the hub's
 * `ReviewSessionChanged` and `PresenterState` events to `deliverSession` / `deliverState`; a
 * viewer `subscribe`s to its medium, and presents through `start`, `send` and `stop`, which
 * reject with the hub's refusal (`REVIEW_SESSION_MESSAGES`) or when the connection is down.
 */
export const reviewSessions = {
  /** What is known of the medium's session now. */
  snapshot: (mediaId: number): ReviewSessionSnapshot => snapshots.get(mediaId) ?? EMPTY,

  /** Hears the medium's session until the returned function is called. */
  subscribe(mediaId: number, listener: ReviewSessionListener) {
    let set = listeners.get(mediaId);
    if (!set) listeners.set(mediaId, (set = new Set()));
    set.add(listener);
    const mine = set;
    return () => {
      mine.delete(listener);
      if (mine.size > 0 || listeners.get(mediaId) !== mine) return;
      listeners.delete(mediaId);
      snapshots.delete(mediaId);
    };
  },

  /** Starts presenting the medium (its group joined first: `reviewLive.watch`). */
  start: (mediaId: number) => invokeReviewHub(REVIEW_SESSION_METHODS.start, mediaId),
  /** Stops presenting it. */
  stop: (mediaId: number) => invokeReviewHub(REVIEW_SESSION_METHODS.stop, mediaId),
  /** The presenter's view now, for the followers (the hub passes on 30 a second at most). */
  send: (mediaId: number, view: PresenterView) =>
    invokeReviewHub(REVIEW_SESSION_METHODS.state, mediaId, view),

  /** Forgets what is known of the medium's session (its source closed or dropped); subscribers hear it. */
  forget(mediaId: number) {
    if (snapshots.has(mediaId)) tell(mediaId, EMPTY, 'session');
  },

  /** A `ReviewSessionChanged` event's argument. */
  deliverSession(payload: unknown) {
    const session = checked(ReviewSessionChangedSchema, 'ReviewSessionChanged', payload);
    if (!session) return;
    const before = reviewSessions.snapshot(session.mediaId);
    // A new presenter (or none) starts from no view: the last one's is not theirs.
    const same = before.state?.presenter.userId === session.presenter?.userId;
    tell(session.mediaId, { ...before, session, state: same ? before.state : null }, 'session');
  },

  /** A `PresenterState` event's argument (an older one than the view held is dropped). */
  deliverState(payload: unknown) {
    const state = checked(PresenterStateSchema, 'PresenterState', payload);
    if (!state) return;
    const before = reviewSessions.snapshot(state.mediaId);
    const held = before.state;
    if (held && held.presenter.userId === state.presenter.userId && held.seq >= state.seq) return;
    tell(state.mediaId, { ...before, state, receivedAt: performance.now() }, 'state');
  },
};

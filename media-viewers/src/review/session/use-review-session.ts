import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { reviewSessions, useAuth, type PresenterView, type SessionPerson } from '@portal/shared';
import { sameCompare, worthSending, type LiveCompare, type LiveView } from './live-view';

/** How often a presenter's viewer is read for a view to send (ms): the hub passes 30 a second. */
const READ_EVERY_MS = 1000 / 30;

/** Keys that only move the focus or hold a modifier: a follower pressing them has not moved. */
const NOT_A_MOVE = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/** What the session bar shows and does. */
export interface ReviewSession {
  /** Who presents (null: nobody, or not known yet). */
  presenter: SessionPerson | null;
  /** Everyone with the medium open, the presenter included. */
  watchers: readonly SessionPerson[];
  isPresenting: boolean;
  isFollowing: boolean;
  /** Whether this person may start presenting now (they may comment; nobody presents). */
  canStart: boolean;
  /** Why the last start or stop failed, in the hub's words. */
  failure: string | null;
  start(): void;
  stop(): void;
  follow(): void;
  unfollow(): void;
  /** The person did something to the viewer themselves: following stops. */
  moved(event: { type: string; key?: string }): void;
}

const failureText = (error: unknown) =>
  error instanceof Error ? error.message : 'The live session could not be reached.';

/**
 * A medium's live review session (issue 50) for the workspace: who presents and watches, as
 * `reviewSessions` hears the hub; while this person presents, their viewer's view (`live.read`)
 * is sent whenever it changes (`worthSending`) and with the version on view; while they follow,
 * each of the presenter's views is shown (`live.apply`, the version changed first), until they
 * move on their own or stop following. With `compare` (the dialog's comparison), the
 * presenter's view carries the comparison open (null when none is), and a follower's dialog opens,
 * changes or closes its own to match before anything else of the view is shown. The group is
 * joined by the review panel.
 */
export function useReviewSession({
  mediaId,
  live,
  canPresent,
  version,
  onVersionChange,
  compare,
  followSession,
}: {
  mediaId: number;
  /** The viewer's live view (null: not ready, or its kind has none). */
  live: LiveView | null;
  /** Whether this person may present (signed in, allowed to comment). */
  canPresent: boolean;
  /** The version on view (sent; a presenter's other version is shown). */
  version: number;
  onVersionChange?: (version: number) => void;
  /** The dialog's comparison (absent: the view carries none). */
  compare?: LiveCompare;
  /**
   * Follows the session without the hub (a review link's guest: the link's feed, until the
   * returned stop); absent for the signed-in, whose review panel joins the hub's group.
   */
  followSession?: (mediaId: number) => () => void;
}): ReviewSession {
  const me = useAuth((state) => state.userState?.user?.id ?? null);
  // Who presents and watches, as the registry holds it (a change re-renders; a view does not).
  const hearSession = useCallback(
    (changed: () => void) =>
      reviewSessions.subscribe(mediaId, (_snapshot, what) => {
        if (what === 'session') changed();
      }),
    [mediaId],
  );
  const session = useSyncExternalStore(hearSession, () => reviewSessions.snapshot(mediaId).session);
  const [followed, setFollowed] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const presenter = session?.presenter ?? null;
  const isPresenting = presenter !== null && me !== null && String(presenter.userId) === me;
  const isFollowing = !isPresenting && presenter !== null && presenter.userId === followed;

  // The latest of what the hub's listener and the presenter's timer use, without re-subscribing.
  const latest = useRef({ live, version, onVersionChange, isFollowing, compare });
  useEffect(() => {
    latest.current = { live, version, onVersionChange, isFollowing, compare };
  });

  // The latest feed function, so a new transport object does not reconnect.
  const feed = useRef(followSession);
  useEffect(() => {
    feed.current = followSession;
  });
  const guest = followSession !== undefined;
  useEffect(() => (guest ? feed.current?.(mediaId) : undefined), [guest, mediaId]);

  const show = useCallback((view: PresenterView, receivedAt: number) => {
    const { live: viewer, version: shown, onVersionChange: showVersion, compare } = latest.current;
    // The presenter's comparison first: opening or closing one changes the viewer, which takes
    // the view once it is there (the effect below); while comparing, the pair is the view.
    if (compare) {
      const wanted = view.compare ?? null;
      if (wanted ? !sameCompare(compare.read(), wanted) : compare.isOpen()) {
        compare.apply(wanted);
        return;
      }
      if (wanted) return;
    }
    // Another version first; its viewer takes the view once it is there (the effect below).
    if (view.version !== undefined && view.version !== shown && showVersion) {
      showVersion(view.version);
      return;
    }
    viewer?.apply(view, receivedAt);
  }, []);

  useEffect(() => {
    return reviewSessions.subscribe(mediaId, (snapshot, what) => {
      if (what === 'state' && latest.current.isFollowing && snapshot.state) {
        show(snapshot.state.state, snapshot.receivedAt);
      }
    });
  }, [mediaId, show]);

  // Following starts (or the viewer changes while following): show the presenter's view now.
  useEffect(() => {
    if (!isFollowing || !live) return;
    const { state, receivedAt } = reviewSessions.snapshot(mediaId);
    if (state) show(state.state, receivedAt);
    return () => live.release();
  }, [isFollowing, live, mediaId, show, version]);

  // Presenting: the viewer is read 30 times a second and its view sent when worth it.
  useEffect(() => {
    if (!isPresenting || !live) return;
    let last: PresenterView | null = null;
    let sentAt = 0;
    let logged = false;
    const timer = window.setInterval(() => {
      const view = live.read();
      if (!view) return;
      const { version: shown, compare } = latest.current;
      const next = { ...view, version: shown, ...(compare && { compare: compare.read() }) };
      const now = performance.now();
      if (!worthSending(last, sentAt, next, now)) return;
      last = next;
      sentAt = now;
      reviewSessions.send(mediaId, next).catch((error: unknown) => {
        // The connection may be down for a moment: the next change (or heartbeat) goes again.
        if (!logged) console.error('A presenter view was not sent', error);
        logged = true;
      });
    }, READ_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [isPresenting, live, mediaId]);

  const call = (act: (mediaId: number) => Promise<unknown>) => {
    setFailure(null);
    act(mediaId).catch((error: unknown) => setFailure(failureText(error)));
  };
  const unfollow = useCallback(() => setFollowed(null), []);
  const moved = useCallback(
    (event: { type: string; key?: string }) => {
      if (!latest.current.isFollowing) return;
      if (event.type === 'keydown' && event.key !== undefined && NOT_A_MOVE.has(event.key)) return;
      unfollow();
    },
    [unfollow],
  );

  // Keys on the page (the player's own answer there): a follower pressing them has moved.
  useEffect(() => {
    if (!isFollowing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target === document.body || event.target === document.documentElement) {
        moved(event);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isFollowing, moved]);

  return {
    presenter,
    watchers: session?.watchers ?? [],
    isPresenting,
    isFollowing,
    canStart: canPresent && session !== null && presenter === null,
    failure,
    start: () => call(reviewSessions.start),
    stop: () => call(reviewSessions.stop),
    follow: () => {
      if (presenter) setFollowed(presenter.userId);
    },
    unfollow,
    moved,
  };
}

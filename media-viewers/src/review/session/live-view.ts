import type { PresenterView } from '@portal/shared';

/**
 * What a viewer offers a live review session (issue 50), beside its review target: its view
 * to present, and a presenter's view to follow. Only the viewer's own kind of view: the
 * workspace adds the version on view.
 */
export interface LiveView {
  /** The view now (null while the medium is not ready). */
  read(): PresenterView | null;
  /**
   * Shows a presenter's view, which arrived at `receivedAt` (`performance.now()`): a playing
   * video carries on from there and keeps in step with the presenter until `release`.
   */
  apply(view: PresenterView, receivedAt: number): void;
  /** Stops keeping in step (following ended); the viewer stays where it is. */
  release(): void;
}

/** A presenter who changes nothing still says where they are this often (ms): late joiners, drift. */
export const PRESENTER_HEARTBEAT_MS = 1000;
/** How far (s) a playing clock may be from where its last view said it would be before a new one is sent. */
export const PLAYING_TOLERANCE_S = 0.1;

/** Where a playing clock (a video's, a 360° video's) said at `sentAt` would be at `now`. */
function carriedOn(view: PresenterView, sentAt: number, now: number) {
  if (view.kind !== 'video' && view.kind !== 'sphere') return null;
  if (!view.playing || view.time === null) return null;
  const rate = view.kind === 'video' ? view.rate : 1;
  return view.time + ((now - sentAt) / 1000) * rate;
}

/** The view without its moving part: a playing clock's time (and a video's frame). */
function fixedPart(view: PresenterView) {
  if (view.kind === 'video' && view.playing) {
    const { time: _time, frame: _frame, ...rest } = view;
    return rest;
  }
  if (view.kind === 'sphere' && view.playing) {
    const { time: _time, ...rest } = view;
    return rest;
  }
  return view;
}

/**
 * Whether a presenter's view `next` is worth sending, the last one sent being `last` at
 * `sentAt`: anything changed but a playing clock's advance, a playing clock off from where the
 * last view puts it, or a heartbeat's time gone by.
 */
export function worthSending(
  last: PresenterView | null,
  sentAt: number,
  next: PresenterView,
  now: number,
) {
  if (!last || now - sentAt >= PRESENTER_HEARTBEAT_MS) return true;
  if (JSON.stringify(fixedPart(last)) !== JSON.stringify(fixedPart(next))) return true;
  const expected = carriedOn(last, sentAt, now);
  if (expected === null || !('time' in next) || next.time === null) return false;
  return Math.abs(expected - next.time) > PLAYING_TOLERANCE_S;
}

/** A comparison of two versions as a presenter's view carries it. */
export type CompareState = NonNullable<PresenterView['compare']>;

/**
 * The dialog's comparison, as a live session presents and follows it: a presenter's view carries
 * what `read` says (null: none open, or not two versions of the medium), and a follower's dialog
 * opens, changes or closes its comparison to match (`apply`).
 */
export interface LiveCompare {
  /** The comparison open, if it is of two versions of the medium. */
  read(): CompareState | null;
  /** Whether any comparison is open (of another medium of the post too). */
  isOpen(): boolean;
  /** Opens the comparison (its versions, mode and divider), or closes it (null). */
  apply(state: CompareState | null): void;
}

/** Whether two comparisons are the same (the versions, the mode and the divider). */
export const sameCompare = (a: CompareState | null, b: CompareState | null) =>
  JSON.stringify(a) === JSON.stringify(b && { mode: b.mode, wipe: b.wipe, versions: b.versions });

/**
 * The viewer's part of a presenter's view while a comparison is on screen instead: a picture as
 * it opens (the pair's own view is not presented).
 */
export const COMPARING_VIEW: LiveView = {
  read: () => ({ kind: 'image', zoom: 1, x: 0.5, y: 0.5 }),
  apply: () => undefined,
  release: () => undefined,
};

import * as v from 'valibot';

// Live review sessions (issue 50): one presenter per medium mirrors their viewer to whoever
// follows. Over the notifications hub, in the medium's `media:<id>` group (JoinMedium first).

/**
 * Hub methods (each `invoke`d with the medium's id; states may also be `send`, unanswered):
 * StartPresenting(mediaId), StopPresenting(mediaId), SendPresenterState(mediaId, state).
 */
export const REVIEW_SESSION_METHODS = {
  start: 'StartPresenting',
  stop: 'StopPresenting',
  state: 'SendPresenterState',
} as const;

/** Hub event to a medium's group: who presents and who watches changed (also sent on each join). */
export const REVIEW_SESSION_CHANGED = 'ReviewSessionChanged';
/** Hub event to a medium's group: the presenter's viewer now (also sent to a late joiner). */
export const PRESENTER_STATE = 'PresenterState';

/**
 * The event names of a review link's guest's follow-only feed (Server-Sent Events,
 * `shareReviewEndpoints.session`): `session` carries a ReviewSessionChanged's argument (sent
 * first on each opening), `state` a PresenterState's (the latest right after it, when any).
 */
export const SHARE_SESSION_EVENTS = { session: 'session', state: 'state' } as const;

/** A signed-in person in a session, as the portal names them. */
export const SessionPersonSchema = v.object({ userId: v.number(), name: v.string() });
export type SessionPerson = v.InferOutput<typeof SessionPersonSchema>;

/** ReviewSessionChanged's argument: the presenter (null: nobody presents) and the distinct watchers, by name. */
export const ReviewSessionChangedSchema = v.object({
  mediaId: v.number(),
  presenter: v.nullable(SessionPersonSchema),
  /** Everyone with the medium open (joined), the presenter included. */
  watchers: v.array(SessionPersonSchema),
});
export type ReviewSessionChanged = v.InferOutput<typeof ReviewSessionChangedSchema>;

const finite = (min: number, max: number) =>
  v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));
/** Seconds into a video (a day at most). */
const seconds = finite(0, 86_400);
const zoom = finite(0.01, 100);

/** A video's transport: playing or not, where (seconds and frame), the rate, the loop range. */
export const VideoViewStateSchema = v.object({
  kind: v.literal('video'),
  playing: v.boolean(),
  time: seconds,
  frame: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
  rate: finite(0.0625, 16),
  loop: v.nullable(v.object({ in: seconds, out: seconds })),
});
/** A 360° picture's or video's view direction (degrees) and zoom; a still has no time. */
export const SphereViewStateSchema = v.object({
  kind: v.literal('sphere'),
  yaw: finite(-360, 360),
  pitch: finite(-90, 90),
  zoom: finite(0, 100),
  time: v.nullable(seconds),
  playing: v.boolean(),
});
/** A Cesium camera: position (degrees, metres) and orientation (radians). */
export const CesiumViewStateSchema = v.object({
  kind: v.literal('cesium'),
  longitude: finite(-180, 180),
  latitude: finite(-90, 90),
  height: finite(-12_000, 100_000_000),
  heading: finite(-2 * Math.PI, 2 * Math.PI),
  pitch: finite(-2 * Math.PI, 2 * Math.PI),
  roll: finite(-2 * Math.PI, 2 * Math.PI),
});
/** A PDF's page (from 1) and zoom. */
export const PdfViewStateSchema = v.object({
  kind: v.literal('pdf'),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  zoom,
});
/** An image's zoom and centre (fractions of its width and height). */
export const ImageViewStateSchema = v.object({
  kind: v.literal('image'),
  zoom,
  x: finite(0, 1),
  y: finite(0, 1),
});

/** Two versions compared: side by side, or a wipe at a fraction of the width. */
export const CompareStateSchema = v.object({
  mode: v.picklist(['side', 'wipe']),
  wipe: finite(0, 1),
  versions: v.tuple([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.number(), v.integer(), v.minValue(1)),
  ]),
});

/** The most a state may weigh as JSON; anything larger is refused. */
export const MAX_PRESENTER_STATE_CHARS = 2048;

/** What a presenter's viewer shows, by viewer kind, and the compare view when one is open. */
export const PresenterViewSchema = v.intersect([
  v.variant('kind', [
    VideoViewStateSchema,
    SphereViewStateSchema,
    CesiumViewStateSchema,
    PdfViewStateSchema,
    ImageViewStateSchema,
  ]),
  v.object({
    compare: v.optional(v.nullable(CompareStateSchema)),
    /** The version on view, for a medium of several (a follower shows the same one). */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
]);
export type PresenterView = v.InferOutput<typeof PresenterViewSchema>;

/** PresenterState's argument: the state, its number in the session (from 1) and the server's time (ms). */
export const PresenterStateSchema = v.object({
  mediaId: v.number(),
  /** Counts up within one presenting session; a follower ignores a lower one than it applied. */
  seq: v.number(),
  at: v.number(),
  presenter: SessionPersonSchema,
  state: PresenterViewSchema,
});
export type PresenterState = v.InferOutput<typeof PresenterStateSchema>;

/** The refusals the session methods answer with (the official client's invoke rejects with them). */
export const REVIEW_SESSION_MESSAGES = {
  notJoined: 'Open the medium (JoinMedium) before presenting on it.',
  mayNotPresent: 'Only someone who may comment on this medium may present it.',
  busy: (name: string) => `${name} is presenting; they must stop before someone else can.`,
  notPresenting: 'You are not presenting this medium.',
  badMedium: 'The first argument must be the medium’s id.',
  badState: 'The view state is not valid.',
  tooBig: `A view state may not exceed ${MAX_PRESENTER_STATE_CHARS} characters.`,
} as const;

import * as v from 'valibot';
import type { MediaType } from '../projects/enums.ts';

/** Where on a medium a comment is pinned; the kinds each media type takes are `ANCHOR_KINDS`. */
export const ANCHOR_KIND_NAMES = ['time', 'point', 'view', 'position', 'whole'] as const;
/** A kind of pin. */
export type AnchorKind = (typeof ANCHOR_KIND_NAMES)[number];

/** The longest zip entry name a comment may name. */
export const MAX_ENTRY_NAME_LENGTH = 1024;

/** Messages of the pin's fields; each names its field, the API files it under `Anchor.<Field>`. */
export const ANCHOR_MESSAGES = {
  kind: 'Choose where the comment is pinned: time, point, view, position or whole.',
  time: 'Time must be a number of seconds from 0.',
  timeBeyondEnd: (duration: number) =>
    `Time must be within the medium's duration (${duration.toLocaleString('en-AU', { maximumFractionDigits: 3 })} s).`,
  endTime: 'EndTime must be after Time.',
  x: 'X must be between 0 and 1 (a fraction of the width).',
  y: 'Y must be between 0 and 1 (a fraction of the height).',
  width: 'Width must be between 0 and 1, and X + Width at most 1.',
  height: 'Height must be between 0 and 1, and Y + Height at most 1.',
  page: 'Page must be a page number from 1.',
  pageRequired: 'Page is required on a PDF.',
  pageBeyondEnd: (pages: number) => `Page must be at most ${pages}.`,
  yaw: 'Yaw must be between −π and π (radians).',
  pitch: 'Pitch must be between −π/2 and π/2 (radians).',
  zoom: 'Zoom must be between 0 and 100.',
  longitude: 'Longitude must be between −180 and 180 degrees.',
  latitude: 'Latitude must be between −90 and 90 degrees.',
  heightMetres: 'Height must be between −12,000 and 100,000 metres.',
  entry: `Entry must be at most ${MAX_ENTRY_NAME_LENGTH.toLocaleString('en-AU')} characters.`,
  kindNotForType: (type: string, kinds: readonly string[]) =>
    `A comment on a ${type} is pinned to ${kinds.join(' or ')}.`,
} as const;

const finite = (message: string) => v.pipe(v.number(message), v.finite(message));
const between = (min: number, max: number, message: string) =>
  v.pipe(finite(message), v.minValue(min, message), v.maxValue(max, message));
const fraction = (message: string) => between(0, 1, message);
/** A time in seconds from the start (the medium's duration is checked by the API). */
const SecondsSchema = v.pipe(finite(ANCHOR_MESSAGES.time), v.minValue(0, ANCHOR_MESSAGES.time));
/**
 * The frame a time falls in, counted from 0 at the medium's frame rate (`frameAt`): the API
 * sets it from the time when the thread is made, whatever is sent; null while the rate is
 * unknown, absent on a pin made before frames were stored (and on a draft).
 */
const FrameSchema = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))));

/** A moment of a video, or a range of it (in and out), in seconds. */
export const TimeAnchorSchema = v.pipe(
  v.object({
    kind: v.literal('time'),
    time: SecondsSchema,
    endTime: v.nullish(SecondsSchema, null),
    frame: FrameSchema,
    endFrame: FrameSchema,
  }),
  v.forward(
    v.check(({ time, endTime }) => endTime === null || endTime > time, ANCHOR_MESSAGES.endTime),
    ['endTime'],
  ),
);

/**
 * A point of an image or a PDF page, optionally the top-left corner of a rectangle; each
 * coordinate a fraction (0–1) of the medium's width or height, so it lands on the same spot at
 * any zoom or window size.
 */
export const PointAnchorSchema = v.pipe(
  v.object({
    kind: v.literal('point'),
    x: fraction(ANCHOR_MESSAGES.x),
    y: fraction(ANCHOR_MESSAGES.y),
    width: v.nullish(fraction(ANCHOR_MESSAGES.width), null),
    height: v.nullish(fraction(ANCHOR_MESSAGES.height), null),
    /** A PDF's page, from 1 (null on an image). */
    page: v.nullish(
      v.pipe(
        v.number(ANCHOR_MESSAGES.page),
        v.integer(ANCHOR_MESSAGES.page),
        v.minValue(1, ANCHOR_MESSAGES.page),
        v.maxValue(100_000, ANCHOR_MESSAGES.page),
      ),
      null,
    ),
  }),
  v.forward(
    v.check(({ x, width }) => width === null || x + width <= 1 + 1e-9, ANCHOR_MESSAGES.width),
    ['width'],
  ),
  v.forward(
    v.check(({ y, height }) => height === null || y + height <= 1 + 1e-9, ANCHOR_MESSAGES.height),
    ['height'],
  ),
);

/** A view direction in a 360° panorama (radians, as Photo Sphere Viewer reads them) and zoom. */
export const ViewAnchorSchema = v.object({
  kind: v.literal('view'),
  yaw: between(-Math.PI, Math.PI, ANCHOR_MESSAGES.yaw),
  pitch: between(-Math.PI / 2, Math.PI / 2, ANCHOR_MESSAGES.pitch),
  zoom: between(0, 100, ANCHOR_MESSAGES.zoom),
  /** The moment of a 360° video (null on a still). */
  time: v.nullish(SecondsSchema, null),
  frame: FrameSchema,
});

/** A point of a 3D site model on the globe (WGS84 degrees, metres above the ellipsoid). */
export const PositionAnchorSchema = v.object({
  kind: v.literal('position'),
  longitude: between(-180, 180, ANCHOR_MESSAGES.longitude),
  latitude: between(-90, 90, ANCHOR_MESSAGES.latitude),
  height: between(-12_000, 100_000, ANCHOR_MESSAGES.heightMetres),
});

/** The medium as a whole (a zip's comment may name one of its entries). */
export const WholeAnchorSchema = v.object({
  kind: v.literal('whole'),
  entry: v.nullish(
    v.pipe(
      v.string(ANCHOR_MESSAGES.entry),
      v.trim(),
      v.maxLength(MAX_ENTRY_NAME_LENGTH, ANCHOR_MESSAGES.entry),
      v.transform((entry) => entry || null),
    ),
    null,
  ),
});

/** Where a comment is pinned. */
export const AnchorSchema = v.variant(
  'kind',
  [TimeAnchorSchema, PointAnchorSchema, ViewAnchorSchema, PositionAnchorSchema, WholeAnchorSchema],
  ANCHOR_MESSAGES.kind,
);
/** Where a comment is pinned, as sent. */
export type AnchorInput = v.InferInput<typeof AnchorSchema>;
/** Where a comment is pinned. */
export type Anchor = v.InferOutput<typeof AnchorSchema>;
/** One kind of pin. */
export type AnchorOf<K extends AnchorKind> = Extract<Anchor, { kind: K }>;

/** The pins each media type takes (every type also takes the whole medium). */
export const ANCHOR_KINDS: Record<MediaType, readonly AnchorKind[]> = {
  Video: ['time', 'whole'],
  PanoramaVideo: ['view', 'whole'],
  Image: ['point', 'whole'],
  Pdf: ['point', 'whole'],
  Panorama: ['view', 'whole'],
  Cesium: ['position', 'whole'],
  PixelStream: ['whole'],
  Zip: ['whole'],
};

/**
 * Whether a thread's pin takes a drawing: a point of an image or a PDF page, a moment (or a
 * range's first frame) of a video, a 360° video's view at a moment. A video's drawing is in
 * fractions of the frame, a 360° view's of the view as it was seen.
 */
export function takesDrawing(type: MediaType, anchor: Anchor | null) {
  if (anchor?.kind === 'point') return type === 'Image' || type === 'Pdf';
  if (anchor?.kind === 'time') return type === 'Video';
  return anchor?.kind === 'view' && type === 'PanoramaVideo' && anchor.time !== null;
}

/**
 * Where a pin sits in its medium, for ordering comments "by position": the whole medium first,
 * then by page, time, top to bottom and left to right, or around the view.
 */
export function anchorOrder(anchor: Anchor): number[] {
  switch (anchor.kind) {
    case 'whole':
      return [0];
    case 'time':
      return [1, anchor.time];
    case 'point':
      return [1, anchor.page ?? 0, anchor.y, anchor.x];
    case 'view':
      return [1, anchor.time ?? 0, anchor.yaw, anchor.pitch];
    case 'position':
      return [1, anchor.longitude, anchor.latitude];
  }
}

/** Compares two pins by their place in the medium (`anchorOrder`). */
export function compareAnchors(a: Anchor, b: Anchor) {
  const left = anchorOrder(a);
  const right = anchorOrder(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

import * as v from 'valibot';

/** How a measured value is compared with a required one (spec point 3). */
export const COMPARISON_KINDS = [
  'LessThan',
  'LessThanEqual',
  'Exact',
  'GreaterThanEqual',
  'GreaterThan',
] as const;
/** One comparison kind. */
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];
/** A comparison kind on the wire. */
export const ComparisonKindSchema = v.picklist(COMPARISON_KINDS);

/** The words a validator message puts before the required value ('' for Exact: spec point 5). */
export const COMPARISON_WORDS: Record<ComparisonKind, string> = {
  LessThan: 'less than',
  LessThanEqual: 'less than or equal to',
  Exact: '',
  GreaterThanEqual: 'greater than or equal to',
  GreaterThan: 'more than',
};

/** Framerates within this many fps of an allowed one pass (spec point 5). */
export const FRAMERATE_TOLERANCE_FPS = 0.1;

/** Messages of the requirement fields. */
export const VIDEO_REQUIREMENT_MESSAGES = {
  dimension: 'Enter a whole number of pixels from 16 to 16,384.',
  bitrate: 'Enter a bitrate from 0.1 to 1,000 Mbps.',
  margin: 'Enter a margin from 0 to 1,000 Mbps.',
  framerates: 'List one to ten framerates, each from 1 to 240 fps.',
} as const;

const Pixels = v.pipe(
  v.number(VIDEO_REQUIREMENT_MESSAGES.dimension),
  v.integer(VIDEO_REQUIREMENT_MESSAGES.dimension),
  v.minValue(16, VIDEO_REQUIREMENT_MESSAGES.dimension),
  v.maxValue(16384, VIDEO_REQUIREMENT_MESSAGES.dimension),
);

/**
 * A project's rules for uploaded mp4 videos (spec point 5): a resolution with its comparison (or
 * none), a bitrate target in Mbps with an optional margin and its comparison, and the framerates
 * allowed.
 */
export const VideoRequirementsSchema = v.object({
  resolution: v.nullable(
    v.object({ width: Pixels, height: Pixels, comparison: ComparisonKindSchema }),
  ),
  bitrate: v.object({
    targetMbps: v.pipe(
      v.number(VIDEO_REQUIREMENT_MESSAGES.bitrate),
      v.minValue(0.1, VIDEO_REQUIREMENT_MESSAGES.bitrate),
      v.maxValue(1000, VIDEO_REQUIREMENT_MESSAGES.bitrate),
    ),
    marginMbps: v.nullable(
      v.pipe(
        v.number(VIDEO_REQUIREMENT_MESSAGES.margin),
        v.minValue(0, VIDEO_REQUIREMENT_MESSAGES.margin),
        v.maxValue(1000, VIDEO_REQUIREMENT_MESSAGES.margin),
      ),
    ),
    comparison: ComparisonKindSchema,
  }),
  framerates: v.pipe(
    v.array(
      v.pipe(
        v.number(VIDEO_REQUIREMENT_MESSAGES.framerates),
        v.minValue(1, VIDEO_REQUIREMENT_MESSAGES.framerates),
        v.maxValue(240, VIDEO_REQUIREMENT_MESSAGES.framerates),
      ),
    ),
    v.minLength(1, VIDEO_REQUIREMENT_MESSAGES.framerates),
    v.maxLength(10, VIDEO_REQUIREMENT_MESSAGES.framerates),
  ),
});
/** A project's rules for uploaded videos. */
export type VideoRequirements = v.InferOutput<typeof VideoRequirementsSchema>;

/** The spec's defaults, for a project that sets none: at most 10 Mbps, 30 or 60 fps. */
export const DEFAULT_VIDEO_REQUIREMENTS: VideoRequirements = {
  resolution: null,
  bitrate: { targetMbps: 10, marginMbps: null, comparison: 'LessThanEqual' },
  framerates: [30, 60],
};

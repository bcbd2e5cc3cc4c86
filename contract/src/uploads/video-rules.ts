import { COMPARISON_WORDS, FRAMERATE_TOLERANCE_FPS } from './video-requirements.ts';
import type { ComparisonKind, VideoRequirements } from './video-requirements.ts';

/**
 * A video analysis result (spec point 3; mediainfo.js's object format): a media object with its
 * tracks, each with its `@type` ('General', 'Video', …) and fields such as Width, Height,
 * BitRate, OverallBitRate, FrameRate and FrameRate_Original (numbers, or their text).
 */
export interface VideoAnalysis {
  media?: { track?: Array<{ '@type'?: string } & Record<string, unknown>> } | null;
}

/** The type the validators look at; every other file passes (spec point 5). */
export const VALIDATED_VIDEO_TYPE = 'video/mp4';
/** How long one file's validation may take (spec point 9). */
export const VIDEO_VALIDATION_TIMEOUT_MS = 10_000;
/** How much the analyser reads at a time (spec point 9). */
export const VIDEO_ANALYSIS_READ_BYTES = 262_144;
/**
 * The most the analyser reads of one file. mediainfo reads the header, the index (the `moov`, a
 * few MB even for hours of video) and then frames, more the higher the bitrate (a 2 GB file at
 * 26 Mbps: 57 MB); past 16 MiB it is told the file ends, and finishes with the same resolution,
 * framerate and bitrate, having read under 1% of a 2 GB file (measured: e2e/bench).
 */
export const VIDEO_ANALYSIS_BUDGET_BYTES = 16 * 1024 * 1024;
/** How long an analysis is kept for a file of the same name, size and date (spec point 4). */
export const VIDEO_ANALYSIS_CACHE_MS = 60_000;

/** The three video rules, in the order they are reported. */
export const VIDEO_RULES = ['resolution', 'bitrate', 'framerate'] as const;
/** One video rule. */
export type VideoRule = (typeof VIDEO_RULES)[number];

/** The form error each rule gives (spec point 5). */
export const VIDEO_FORM_ERROR_KEYS = {
  resolution: 'invalidResolution',
  bitrate: 'invalidBitrate',
  framerate: 'invalidFramerate',
} as const satisfies Record<VideoRule, string>;
/** A video form error's key. */
export type VideoFormErrorKey = (typeof VIDEO_FORM_ERROR_KEYS)[VideoRule];

/** The validators' messages about the analysis itself (spec point 5, to the letter). */
export const VIDEO_ANALYSIS_MESSAGES = {
  couldNotAnalyze: 'Could not analyze video file',
  noVideoTrack: 'No video track found in file',
  analysisError: 'Error analyzing video file',
  timedOut: 'Validation timed out - file may be too large',
} as const;
/** What a rule says when the value it needs is missing. */
export const VIDEO_UNDETERMINED_MESSAGES: Record<VideoRule, string> = {
  resolution: 'Could not determine video resolution',
  bitrate: 'Could not determine video bitrate',
  framerate: 'Could not determine video framerate',
};
/** What a rule says when checking failed unexpectedly. */
export const VIDEO_RULE_ERROR_MESSAGES: Record<VideoRule, string> = {
  resolution: 'Error validating video resolution',
  bitrate: 'Error validating video bitrate',
  framerate: 'Error validating video framerate',
};

/** A number from a track field (mediainfo gives numbers or text); null when absent or not one. */
function numberField(track: Record<string, unknown> | undefined, ...names: string[]) {
  for (const name of names) {
    const value = track?.[name];
    const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
    if (Number.isFinite(parsed) && parsed > 0) return parsed;
  }
  return null;
}

const trackOf = (analysis: VideoAnalysis, type: string) =>
  analysis.media?.track?.find((track) => track['@type'] === type);

/** Whether `actual` compares with `required` as the kind says, within `margin` either way. */
export function compares(actual: number, required: number, kind: ComparisonKind, margin = 0) {
  switch (kind) {
    case 'LessThan':
      return actual < required + margin;
    case 'LessThanEqual':
      return actual <= required + margin;
    case 'Exact':
      return Math.abs(actual - required) <= margin;
    case 'GreaterThanEqual':
      return actual >= required - margin;
    case 'GreaterThan':
      return actual > required - margin;
  }
}

/** "must be " followed by the comparison's words, if any, and the required value. */
const mustBe = (kind: ComparisonKind, required: string) =>
  `must be ${COMPARISON_WORDS[kind] ? `${COMPARISON_WORDS[kind]} ` : ''}${required}`;

/** A bitrate in Mbps as the messages print it (at most two decimals: 12.35, 10). */
export const formatMbps = (mbps: number) => String(Math.round(mbps * 100) / 100);

/** The resolution rule: null when it passes, else its message. */
export function checkResolution(analysis: VideoAnalysis, requirements: VideoRequirements) {
  const video = trackOf(analysis, 'Video');
  const width = numberField(video, 'Width');
  const height = numberField(video, 'Height');
  if (width === null || height === null) return VIDEO_UNDETERMINED_MESSAGES.resolution;
  const required = requirements.resolution;
  if (!required) return null;
  const fits =
    compares(width, required.width, required.comparison) &&
    compares(height, required.height, required.comparison);
  return fits
    ? null
    : `Video resolution (${width}x${height}) ${mustBe(required.comparison, `${required.width}x${required.height}`)}`;
}

/** The bitrate rule (the track's bitrate, else the overall one): null when it passes. */
export function checkBitrate(analysis: VideoAnalysis, requirements: VideoRequirements) {
  const bitsPerSecond =
    numberField(trackOf(analysis, 'Video'), 'BitRate') ??
    numberField(trackOf(analysis, 'General'), 'OverallBitRate') ??
    numberField(trackOf(analysis, 'Video'), 'OverallBitRate');
  if (bitsPerSecond === null) return VIDEO_UNDETERMINED_MESSAGES.bitrate;
  const mbps = bitsPerSecond / 1_000_000;
  const { targetMbps, marginMbps, comparison } = requirements.bitrate;
  return compares(mbps, targetMbps, comparison, marginMbps ?? 0)
    ? null
    : `Video bitrate (${formatMbps(mbps)} Mbps) ${mustBe(comparison, `${formatMbps(targetMbps)} Mbps`)}`;
}

/** The framerate rule (one of the allowed, within 0.1 fps): null when it passes. */
export function checkFramerate(analysis: VideoAnalysis, requirements: VideoRequirements) {
  const fps = numberField(trackOf(analysis, 'Video'), 'FrameRate', 'FrameRate_Original');
  if (fps === null) return VIDEO_UNDETERMINED_MESSAGES.framerate;
  const allowed = requirements.framerates;
  if (allowed.some((rate) => Math.abs(fps - rate) <= FRAMERATE_TOLERANCE_FPS)) return null;
  const wanted =
    allowed.length === 1
      ? `must be ${allowed[0]} fps`
      : `must be one of: ${allowed.join(', ')} fps`;
  return `Video framerate (${fps.toFixed(2)} fps) ${wanted}`;
}

const CHECKS: Record<VideoRule, typeof checkResolution> = {
  resolution: checkResolution,
  bitrate: checkBitrate,
  framerate: checkFramerate,
};

/** What analysing one file gave: its analysis, or why there is none (one of the messages above). */
export type AnalysisOutcome = { analysis: VideoAnalysis } | { failure: string };

/**
 * One rule on one file's analysis: null when it passes, else the message. A file that could not
 * be analysed fails every rule with that reason; one with no video track, with that.
 */
export function videoRuleFailure(
  rule: VideoRule,
  outcome: AnalysisOutcome,
  requirements: VideoRequirements,
): string | null {
  if ('failure' in outcome) return outcome.failure;
  const { analysis } = outcome;
  if (!analysis.media?.track?.length) return VIDEO_ANALYSIS_MESSAGES.couldNotAnalyze;
  if (!trackOf(analysis, 'Video')) return VIDEO_ANALYSIS_MESSAGES.noVideoTrack;
  try {
    return CHECKS[rule](analysis, requirements);
  } catch {
    return VIDEO_RULE_ERROR_MESSAGES[rule];
  }
}

/** One failing file in a video form error: its name and why. */
export interface VideoFileFailure {
  fileName: string;
  message: string;
}
/** The video form errors (spec point 5): each key lists its failing files. */
export type VideoFormErrors = Partial<Record<VideoFormErrorKey, VideoFileFailure[]>>;

/** Gathers each file's failing rules into the three form errors; none when every file passes. */
export function videoFormErrors(
  files: Array<{ fileName: string; failures: Partial<Record<VideoRule, string | null>> }>,
): VideoFormErrors | null {
  const errors: VideoFormErrors = {};
  for (const rule of VIDEO_RULES) {
    const failing = files.flatMap(({ fileName, failures }) => {
      const message = failures[rule];
      return message ? [{ fileName, message }] : [];
    });
    if (failing.length) errors[VIDEO_FORM_ERROR_KEYS[rule]] = failing;
  }
  return Object.keys(errors).length ? errors : null;
}

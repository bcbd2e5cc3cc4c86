import {
  VIDEO_ANALYSIS_BUDGET_BYTES,
  VIDEO_ANALYSIS_MESSAGES,
  VIDEO_ANALYSIS_READ_BYTES,
  VIDEO_FORM_ERROR_KEYS,
  VIDEO_RULES,
  VIDEO_VALIDATION_TIMEOUT_MS,
  videoRuleFailure,
  type AnalysisOutcome,
  type VideoAnalysis,
  type VideoRequirements,
} from '@portal/contract';
import type { FieldErrors } from '../http/errors.js';
import type { RangeSource } from './upload-store.js';

/**
 * Analyses a video file with mediainfo.js, reading only the byte ranges it asks for (its headers
 * and indexes, not the whole file; at most VIDEO_ANALYSIS_BUDGET_BYTES), within `timeoutMs`. The wasm is loaded on the first video,
 * not at start; one instance per file, since an instance analyses one file at a time.
 */
export async function analyseVideo(
  file: RangeSource,
  timeoutMs = VIDEO_VALIDATION_TIMEOUT_MS,
): Promise<AnalysisOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<AnalysisOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ failure: VIDEO_ANALYSIS_MESSAGES.timedOut }), timeoutMs);
  });
  try {
    return await Promise.race([analyse(file), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function analyse(file: RangeSource): Promise<AnalysisOutcome> {
  let close: (() => void) | undefined;
  try {
    const { default: mediaInfoFactory } = await import('mediainfo.js');
    const mediaInfo = await mediaInfoFactory({
      format: 'object',
      chunkSize: VIDEO_ANALYSIS_READ_BYTES,
    });
    close = () => mediaInfo.close();
    let read = 0;
    // The browser's reads and budget, so both ends measure a file alike.
    const result = await mediaInfo.analyzeData(file.size, async (chunkSize, offset) => {
      if (read >= VIDEO_ANALYSIS_BUDGET_BYTES) return new Uint8Array(0);
      const bytes = await file.read(offset, chunkSize);
      read += bytes.length;
      return bytes;
    });
    return { analysis: result as VideoAnalysis };
  } catch {
    return { failure: VIDEO_ANALYSIS_MESSAGES.analysisError };
  } finally {
    close?.();
  }
}

/** A number of a mediainfo track (numbers or text there); null when absent or not positive. */
function trackNumber(outcome: AnalysisOutcome, type: string, field: string) {
  if (!('analysis' in outcome)) return null;
  const track = outcome.analysis.media?.track?.find((t) => t['@type'] === type);
  const value = track?.[field];
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/**
 * A video's timing from its analysis, stored with the medium for review timecodes and pins:
 * the video track's frame rate, and the duration in seconds (the container's, else the track's).
 */
export function videoTiming(outcome: AnalysisOutcome) {
  return {
    frameRate: trackNumber(outcome, 'Video', 'FrameRate'),
    duration:
      trackNumber(outcome, 'General', 'Duration') ?? trackNumber(outcome, 'Video', 'Duration'),
  };
}

/**
 * The video form errors of one file (`invalidResolution`, `invalidBitrate`, `invalidFramerate`,
 * each with its message), or null when every rule passes.
 */
export function videoErrors(
  outcome: AnalysisOutcome,
  requirements: VideoRequirements,
): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const rule of VIDEO_RULES) {
    const message = videoRuleFailure(rule, outcome, requirements);
    if (message) errors[VIDEO_FORM_ERROR_KEYS[rule]] = [message];
  }
  return Object.keys(errors).length ? errors : null;
}

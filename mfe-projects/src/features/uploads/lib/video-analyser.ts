import {
  VIDEO_ANALYSIS_CACHE_MS,
  VIDEO_ANALYSIS_MESSAGES,
  VIDEO_VALIDATION_TIMEOUT_MS,
  type AnalysisOutcome,
  type VideoAnalysis,
} from '@portal/shared';

/** What the analyser needs of a file (a browser File has it). */
export interface FileLike {
  name: string;
  size: number;
  lastModified: number;
}

/** A file's identity for the cache (spec point 4): its name, size and last-modified time. */
export const fileKey = (file: FileLike) => `${file.name}|${file.size}|${file.lastModified}`;

class TimedOut extends Error {}

/** Rejects with TimedOut when the promise takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Options of createVideoAnalyser; the defaults are the spec's (points 4 and 9). */
export interface VideoAnalyserOptions<F extends FileLike> {
  /** Analyses one file (mediainfo.js in the browser; a fake in tests). */
  analyse: (file: F) => Promise<VideoAnalysis>;
  now?: () => number;
  cacheMs?: number;
  timeoutMs?: number;
}

/**
 * The analysis of a file, as the validators ask for it: an analysis is kept for 60 s per file
 * (name, size, last-modified), and analyses of one file asked for at once share the one pending
 * (the three rules ask together). One that takes over 10 s gives 'Validation timed out - file
 * may be too large', one that throws 'Error analyzing video file'; failures are not kept, so
 * picking the file again tries again.
 */
export function createVideoAnalyser<F extends FileLike>({
  analyse,
  now = Date.now,
  cacheMs = VIDEO_ANALYSIS_CACHE_MS,
  timeoutMs = VIDEO_VALIDATION_TIMEOUT_MS,
}: VideoAnalyserOptions<F>) {
  const cache = new Map<string, { at: number; outcome: Promise<AnalysisOutcome> }>();
  return function analysisOf(file: F): Promise<AnalysisOutcome> {
    const key = fileKey(file);
    const kept = cache.get(key);
    if (kept && now() - kept.at < cacheMs) return kept.outcome;
    const outcome = withTimeout(analyse(file), timeoutMs).then(
      (analysis): AnalysisOutcome => ({ analysis }),
      (error: unknown): AnalysisOutcome => {
        cache.delete(key);
        return {
          failure:
            error instanceof TimedOut
              ? VIDEO_ANALYSIS_MESSAGES.timedOut
              : VIDEO_ANALYSIS_MESSAGES.analysisError,
        };
      },
    );
    cache.set(key, { at: now(), outcome });
    return outcome;
  };
}

import {
  VALIDATED_VIDEO_TYPE,
  VIDEO_RULES,
  videoFormErrors,
  videoRuleFailure,
  type AnalysisOutcome,
  type VideoFormErrors,
  type VideoRequirements,
  type VideoRule,
} from '@portal/shared';
import type { FileLike } from './video-analyser';

/** A file as the validators see it. */
export interface ValidatedFile extends FileLike {
  type: string;
}

/** One file's failing rules (a rule that passes is absent). */
export type FileFailures = Partial<Record<VideoRule, string>>;

/** What validating a selection gave: the form errors and each file's failures. */
export interface VideoValidation {
  /** `invalidResolution`, `invalidBitrate`, `invalidFramerate` (spec point 5), or null. */
  errors: VideoFormErrors | null;
  failures: Map<ValidatedFile, FileFailures>;
}

/**
 * The spec's video validators on a selection of files: only `video/mp4` files are checked
 * (others pass, no files pass); each rule asks for the file's analysis, so the three share it.
 */
export async function validateVideos<F extends ValidatedFile>(
  files: readonly F[],
  requirements: VideoRequirements,
  analysisOf: (file: F) => Promise<AnalysisOutcome>,
): Promise<VideoValidation> {
  const checked = await Promise.all(
    files.map(async (file) => {
      if (file.type !== VALIDATED_VIDEO_TYPE) return { file, failures: {} };
      const results = await Promise.all(
        VIDEO_RULES.map(
          async (rule) =>
            [rule, videoRuleFailure(rule, await analysisOf(file), requirements)] as const,
        ),
      );
      const failures: FileFailures = {};
      for (const [rule, message] of results) if (message) failures[rule] = message;
      return { file, failures };
    }),
  );
  return {
    errors: videoFormErrors(
      checked.map(({ file, failures }) => ({ fileName: file.name, failures })),
    ),
    failures: new Map(checked.map(({ file, failures }) => [file, failures])),
  };
}

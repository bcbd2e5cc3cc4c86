import * as v from 'valibot';
import { wholeQueryNumber } from './requests.ts';
import { DownloadStatusSchema } from './types.ts';

/**
 * A download job: a zip of a post's files, or of every published post of a project (each post's
 * files in a folder of its own), packed in the background (spec point 7).
 */
export const DownloadJobSchema = v.object({
  id: v.number(),
  projectId: v.number(),
  /** The post packed; null for a whole project's download ('Download all'). */
  postId: v.nullable(v.number()),
  status: DownloadStatusSchema,
  /** Percentage packed, 0 to 100. */
  progress: v.number(),
  fileName: v.string(),
  fileSize: v.nullable(v.number()),
  errorMessage: v.nullable(v.string()),
  /** The job's Download notification, which follows it live. */
  notificationId: v.nullable(v.number()),
  createdDate: v.string(),
  startedDate: v.nullable(v.string()),
  completedDate: v.nullable(v.string()),
  /**
   * When the finished job, its file and its notification are removed (DOWNLOAD_RETENTION_DAYS
   * after it finished); null while it is unfinished. Nullish, like a notification's, so an answer
   * without it (an older API, a test's fixture) still parses.
   */
  expiresDate: v.nullish(v.string()),
  /** Where the finished archive is fetched; null until the job completes. */
  downloadUrl: v.nullable(v.string()),
});
/** A download job. */
export type DownloadJob = v.InferOutput<typeof DownloadJobSchema>;

/** GET download-jobs: the latest `limit` jobs (default 10, at most 100). */
export const DownloadJobListQuerySchema = v.object({
  limit: v.optional(wholeQueryNumber('limit', 100), 10),
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.js';
import type { JobRow } from '../jobs/leased-queue.js';
import {
  LeasedWorker,
  type Interruption,
  type LeasedWorkerOptions,
} from '../jobs/leased-worker.js';
import type { FileStore } from '../media/file-store.js';
import type { FfmpegTools } from './ffmpeg.js';
import { makePreviewFiles, Unpreviewable } from './make-previews.js';
import { PreviewStatus, previewFolderOf } from './preview-files.js';
import { PREVIEWS } from './queue.js';
import { recordVideoTiming } from './video-timing.js';

/** Attempts a job gets: a failure waits this long before the next (ms), then the job fails. */
export const RETRY_DELAYS_MS = [5_000, 30_000] as const;
/** Said when making the previews failed for another reason, every attempt. */
export const PREVIEW_FAILED = 'The preview could not be made.';
/** Said when the server stopped while making them, every attempt. */
export const PREVIEW_GAVE_UP = 'The server stopped while making this preview too many times.';
/** A transcode's progress is written at most this often (ms). */
const PROGRESS_EVERY_MS = 1000;

type PreviewJob = JobRow<'media_previews'>;

/** Options of the preview worker; tests shorten the retries' waits. */
export interface PreviewWorkerOptions extends LeasedWorkerOptions {
  retryDelaysMs?: readonly number[];
  /** ffmpeg and ffprobe (null: none on this machine, videos fail with `NO_FFMPEG`). */
  ffmpeg?: FfmpegTools | null;
  /** Where transcodes are written before they move into the store (one folder per job). */
  workDir?: string;
}

/**
 * Makes queued previews, one medium at a time: a picture's, or a video's poster and web copies
 * (`make-previews.ts`), written beside the other files in the store (`previews/<source key>/`),
 * then listed on the job's row. What an earlier holder of the job wrote (its process died) is
 * removed first, its half-made transcodes included.
 */
export class PreviewWorker extends LeasedWorker<'media_previews'> {
  private readonly retryDelaysMs: readonly number[];
  private readonly ffmpeg: FfmpegTools | null;
  private readonly workDir: string;

  constructor(
    db: Db,
    private readonly store: FileStore,
    options: PreviewWorkerOptions = {},
  ) {
    super(db, PREVIEWS, options);
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.ffmpeg = options.ffmpeg ?? null;
    this.workDir = options.workDir ?? path.join(os.tmpdir(), 'portal-previews');
  }

  protected async work(job: PreviewJob, signal: AbortSignal) {
    const folder = previewFolderOf(job.source_key);
    const workDir = path.join(this.workDir, String(job.id));
    if (job.attempts > this.retryDelaysMs.length + 1) {
      // Its workers kept dying on it: the file, not the server, is the likely cause.
      await this.removeOutput(folder, workDir);
      await this.finish(job, { status: PreviewStatus.Failed, error: PREVIEW_GAVE_UP });
      return;
    }
    try {
      await this.removeOutput(folder, workDir);
      const media = await this.db
        .selectFrom('media')
        .select('media_type')
        .where('id', '=', job.media_id)
        .executeTakeFirst();
      if (!media) return; // Deleted meanwhile: the row went with it.
      const made = await makePreviewFiles(job.source_key, media.media_type, {
        store: this.store,
        ffmpeg: this.ffmpeg,
        workDir,
        signal,
        onProgress: this.progressOf(job),
      });
      const done = await this.finish(job, {
        status: PreviewStatus.Ready,
        error: null,
        width: made.width,
        height: made.height,
        files: JSON.stringify(made.files),
        pages: made.pages ?? null,
      });
      // Deleted (with its medium) in the last moment: nothing may stay behind.
      if (!done) await this.store.removeFolder(folder);
      else if (made.timing)
        await recordVideoTiming(this.db, job.media_id, job.source_key, made.timing);
    } catch (error) {
      await this.settleFailure(job, error, signal);
    } finally {
      await fs.rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Writes a transcode's progress on the job's row, at most once a second. */
  private progressOf(job: PreviewJob) {
    let written = 0;
    return (fraction: number) => {
      if (Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      this.update(job.id, { progress: Math.round(fraction * 1000) }).catch((error: unknown) =>
        this.logError(error, `The progress of media ${job.media_id}'s previews was not saved`),
      );
    };
  }

  private async removeOutput(folder: string, workDir: string) {
    await this.store.removeFolder(folder);
    await fs.rm(workDir, { recursive: true, force: true });
  }

  private finish(job: PreviewJob, changes: Parameters<PreviewWorker['update']>[1]) {
    return this.update(job.id, {
      ...changes,
      progress: null,
      due_at: null,
      completed_at: new Date().toISOString(),
    });
  }

  private async settleFailure(job: PreviewJob, error: unknown, signal: AbortSignal) {
    const interruption = signal.aborted ? (signal.reason as Interruption) : undefined;
    const folder = previewFolderOf(job.source_key);
    if (interruption === 'stopping') {
      // Not the job's fault: any worker makes it again without it using up an attempt.
      await this.update(job.id, {
        status: PreviewStatus.Queued,
        progress: null,
        attempts: Math.max(0, job.attempts - 1),
      });
      return;
    }
    if (interruption === 'gone') return this.store.removeFolder(folder);
    if (interruption === 'lost') return; // Another worker holds it: it writes the same files.
    if (error instanceof Unpreviewable) {
      // The same bytes (or the same server) fail the same way every time: say so now.
      await this.store.removeFolder(folder);
      await this.finish(job, { status: PreviewStatus.Failed, error: error.reason });
      return;
    }
    this.logError(error, `The previews of media ${job.media_id} failed`);
    await this.store.removeFolder(folder).catch(() => undefined);
    const wait = this.retryDelaysMs[job.attempts - 1];
    if (wait === undefined) {
      await this.finish(job, { status: PreviewStatus.Failed, error: PREVIEW_FAILED });
      return;
    }
    await this.update(job.id, {
      status: PreviewStatus.Queued,
      progress: null,
      error: PREVIEW_FAILED,
      due_at: new Date(Date.now() + wait).toISOString(),
    });
  }
}

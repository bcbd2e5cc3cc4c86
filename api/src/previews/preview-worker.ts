import type { Db } from '../db/database.js';
import type { JobRow } from '../jobs/leased-queue.js';
import {
  LeasedWorker,
  type Interruption,
  type LeasedWorkerOptions,
} from '../jobs/leased-worker.js';
import type { FileStore } from '../media/file-store.js';
import { makeImagePreviews } from './image-previews.js';
import { PreviewStatus, previewFolderOf, previewKeyOf, type PreviewFile } from './preview-files.js';
import { PREVIEWS } from './queue.js';

/** Attempts a job gets: a failure waits this long before the next (ms), then the job fails. */
export const RETRY_DELAYS_MS = [5_000, 30_000] as const;
/** Said when the original is not a picture sharp can read (it stays downloadable). */
export const UNREADABLE_IMAGE = 'The file could not be read as an image.';
/** Said when making the previews failed for another reason, every attempt. */
export const PREVIEW_FAILED = 'The preview could not be made.';
/** Said when the server stopped while making them, every attempt. */
export const PREVIEW_GAVE_UP = 'The server stopped while making this preview too many times.';

type PreviewJob = JobRow<'media_previews'>;

/** Options of the preview worker; tests shorten the retries' waits. */
export interface PreviewWorkerOptions extends LeasedWorkerOptions {
  retryDelaysMs?: readonly number[];
}

/**
 * Makes queued previews, one medium at a time: each image's previews are written beside the
 * other files in the store (`previews/<source key>/`), then listed on the job's row. What an
 * earlier holder of the job wrote (its process died) is removed first.
 */
export class PreviewWorker extends LeasedWorker<'media_previews'> {
  private readonly retryDelaysMs: readonly number[];

  constructor(
    db: Db,
    private readonly store: FileStore,
    options: PreviewWorkerOptions = {},
  ) {
    super(db, PREVIEWS, options);
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  protected async work(job: PreviewJob, signal: AbortSignal) {
    const folder = previewFolderOf(job.source_key);
    if (job.attempts > this.retryDelaysMs.length + 1) {
      // Its workers kept dying on it: the file, not the server, is the likely cause.
      await this.store.removeFolder(folder);
      await this.finish(job, { status: PreviewStatus.Failed, error: PREVIEW_GAVE_UP });
      return;
    }
    try {
      await this.store.removeFolder(folder);
      const made = await makeImagePreviews(this.store.pathOf(job.source_key)).catch(
        (error: unknown) => {
          throw signal.aborted ? error : new UnreadableImage(error);
        },
      );
      signal.throwIfAborted();
      const files: PreviewFile[] = [];
      for (const preview of made.previews) {
        const key = previewKeyOf(job.source_key, preview.width, preview.format);
        await this.store.write(key, preview.bytes);
        files.push({
          format: preview.format,
          width: preview.width,
          height: preview.height,
          key,
          size: preview.bytes.length,
        });
      }
      const done = await this.finish(job, {
        status: PreviewStatus.Ready,
        error: null,
        width: made.width,
        height: made.height,
        files: JSON.stringify(files),
      });
      // Deleted (with its medium) in the last moment: nothing may stay behind.
      if (!done) await this.store.removeFolder(folder);
    } catch (error) {
      await this.settleFailure(job, error, signal);
    }
  }

  private finish(job: PreviewJob, changes: Parameters<PreviewWorker['update']>[1]) {
    return this.update(job.id, {
      ...changes,
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
        attempts: Math.max(0, job.attempts - 1),
      });
      return;
    }
    if (interruption === 'gone') return this.store.removeFolder(folder);
    if (interruption === 'lost') return; // Another worker holds it: it writes the same files.
    if (error instanceof UnreadableImage) {
      // The same bytes fail the same way every time: say so now.
      await this.store.removeFolder(folder);
      await this.finish(job, { status: PreviewStatus.Failed, error: UNREADABLE_IMAGE });
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
      error: PREVIEW_FAILED,
      due_at: new Date(Date.now() + wait).toISOString(),
    });
  }
}

/** sharp could not read the original. */
class UnreadableImage extends Error {
  constructor(cause: unknown) {
    super(UNREADABLE_IMAGE, { cause });
  }
}

import fs from 'node:fs/promises';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  PDF_TOO_LARGE_MESSAGE,
  VIDEO_REFUSED_MESSAGE,
} from '@portal/contract';
import type { FileStore } from '../media/file-store.js';
import { RefusedVideo, type FfmpegTools } from './ffmpeg.js';
import { ImageTooLarge, makeImagePreviews, type ImagePreview } from './image-previews.js';
import { PdfTooLarge, ProtectedPdf, renderFirstPage } from './pdf-previews.js';
import {
  PDF_PREVIEW_TYPES,
  previewKeyOf,
  VIDEO_PREVIEW_TYPES,
  videoCopyKeyOf,
  type PreviewFile,
} from './preview-files.js';
import { makeVideoPreviews, type MadeVideoPreviews } from './video-previews.js';

/** Said when the original is not a picture sharp can read (it stays downloadable). */
export const UNREADABLE_IMAGE = 'The file could not be read as an image.';
/** Said when pdf.js cannot read the original as a PDF (it stays downloadable). */
export const UNREADABLE_PDF = 'The file could not be read as a PDF.';
/** Said of a PDF that needs a password to be read. */
export const PROTECTED_PDF = 'The PDF is protected by a password, so its pages cannot be shown.';
/** Said of a video on a server without ffmpeg (queued again once it has it). */
export const NO_FFMPEG =
  'This server cannot convert videos (ffmpeg is not installed): the video plays as it was uploaded.';

/** The original cannot be made into previews, whatever the attempt: say why at once. */
export class Unpreviewable extends Error {
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** What making a medium's previews needs. */
export interface PreviewContext {
  store: FileStore;
  /** ffmpeg and ffprobe, or null when the machine has none. */
  ffmpeg: FfmpegTools | null;
  /** A folder of this machine for this job's transcodes (empty, and removed afterwards). */
  workDir: string;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** The previews made: the original's size (upright), and the files, in the store. */
export interface MadeFiles {
  width: number;
  height: number;
  files: PreviewFile[];
  /** A PDF's page count. */
  pages?: number;
  /** A video's frame rate and start timecode, as ffprobe read them. */
  timing?: MadeVideoPreviews['timing'];
}

/** Writes a picture's previews to the store, listing them. */
async function writePictures(store: FileStore, sourceKey: string, previews: ImagePreview[]) {
  const files: PreviewFile[] = [];
  for (const preview of previews) {
    const key = previewKeyOf(sourceKey, preview.width, preview.format);
    await store.write(key, preview.bytes);
    const { format, width, height } = preview;
    files.push({ format, width, height, key, size: preview.bytes.length });
  }
  return files;
}

/** A PDF's first page, drawn and made into a picture's previews, and its page count. */
async function makePdfFiles(sourceKey: string, { store, signal }: PreviewContext) {
  const page = await store.withLocalFile(sourceKey, renderFirstPage).catch((error: unknown) => {
    const reason =
      error instanceof ProtectedPdf
        ? PROTECTED_PDF
        : error instanceof PdfTooLarge
          ? PDF_TOO_LARGE_MESSAGE
          : UNREADABLE_PDF;
    throw new Unpreviewable(reason, error);
  });
  signal.throwIfAborted();
  const made = await makeImagePreviews(page.png);
  const files = await writePictures(store, sourceKey, made.previews);
  return { width: page.width, height: page.height, files, pages: page.pages };
}

/**
 * Makes the previews of the original at `sourceKey`, a medium of `mediaType`, into the store
 * (`previews/<source key>/`): a picture's at three widths, a video's poster and web copies, or a
 * PDF's first page and its page count.
 * Throws `Unpreviewable` for an original that cannot be read, any other error for a failure
 * worth another attempt.
 */
export async function makePreviewFiles(
  sourceKey: string,
  mediaType: string,
  context: PreviewContext,
): Promise<MadeFiles> {
  const { store, signal } = context;
  if (PDF_PREVIEW_TYPES.includes(mediaType)) return makePdfFiles(sourceKey, context);
  if (!VIDEO_PREVIEW_TYPES.includes(mediaType)) {
    const made = await store.withLocalFile(sourceKey, makeImagePreviews).catch((error: unknown) => {
      if (signal.aborted) throw error;
      const reason = error instanceof ImageTooLarge ? IMAGE_TOO_LARGE_MESSAGE : UNREADABLE_IMAGE;
      throw new Unpreviewable(reason, error);
    });
    signal.throwIfAborted();
    const files = await writePictures(store, sourceKey, made.previews);
    return { width: made.width, height: made.height, files };
  }
  if (!context.ffmpeg) throw new Unpreviewable(NO_FFMPEG);
  await fs.mkdir(context.workDir, { recursive: true });
  const ffmpeg = context.ffmpeg;
  // Its copies are written to the work folder, so the original's local copy may go once it ends.
  const made = await store
    .withLocalFile(sourceKey, (original) =>
      makeVideoPreviews(ffmpeg, original, context.workDir, {
        signal,
        onProgress: context.onProgress,
      }),
    )
    .catch((error: unknown) => {
      throw error instanceof RefusedVideo ? new Unpreviewable(VIDEO_REFUSED_MESSAGE, error) : error;
    });
  signal.throwIfAborted();
  const files = await writePictures(store, sourceKey, made.poster);
  for (const copy of made.copies) {
    const key = videoCopyKeyOf(sourceKey, copy.height);
    const { size } = await fs.stat(copy.file);
    await store.moveIn(key, copy.file);
    files.push({ format: 'mp4', width: copy.width, height: copy.height, key, size });
  }
  return { width: made.width, height: made.height, files, timing: made.timing };
}

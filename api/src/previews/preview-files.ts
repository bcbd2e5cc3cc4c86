import type { MediaPreview, PreviewStatusName } from '@portal/contract';
import type { PreviewFormat } from './image-previews.js';

/** A preview file's format: a picture's, or a video's web copy. */
export type PreviewFileFormat = PreviewFormat | 'mp4';

/** One preview file made for a medium, as `media_previews.files` lists it. */
export interface PreviewFile {
  format: PreviewFileFormat;
  width: number;
  height: number;
  /** Its key in the file store. */
  key: string;
  size: number;
}

/** The statuses of a medium's previews (the job's, in the leased queue). */
export const PreviewStatus = {
  Queued: 'queued',
  Working: 'working',
  Ready: 'ready',
  Failed: 'failed',
} as const satisfies Record<string, PreviewStatusName>;
/** One preview status. */
export type PreviewStatus = (typeof PreviewStatus)[keyof typeof PreviewStatus];

/** The media types whose files get image previews. */
export const IMAGE_PREVIEW_TYPES: readonly string[] = ['Image', 'Panorama'];
/** The media types whose first page is drawn for their picture, and their pages counted. */
export const PDF_PREVIEW_TYPES: readonly string[] = ['Pdf'];
/** The media types whose files get a poster's previews and web copies (made with ffmpeg). */
export const VIDEO_PREVIEW_TYPES: readonly string[] = ['Video', 'PanoramaVideo'];
/** Every media type whose stored files get previews. */
export const PREVIEW_TYPES: readonly string[] = [
  ...IMAGE_PREVIEW_TYPES,
  ...VIDEO_PREVIEW_TYPES,
  ...PDF_PREVIEW_TYPES,
];

/** The folder of the previews made from the file at `sourceKey` (demo files' included). */
export const previewFolderOf = (sourceKey: string) => `previews/${sourceKey}`;

/** Where one preview picture of the file at `sourceKey` is kept. */
export const previewKeyOf = (sourceKey: string, width: number, format: PreviewFormat) =>
  `${previewFolderOf(sourceKey)}/${width}.${format === 'jpeg' ? 'jpg' : format}`;

/** Where a video's web copy `height` pixels high is kept. */
export const videoCopyKeyOf = (sourceKey: string, height: number) =>
  `${previewFolderOf(sourceKey)}/${height}p.mp4`;

/** MIME types of the formats. */
export const PREVIEW_CONTENT_TYPES: Record<PreviewFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The files a ready row lists (none when it is not ready). */
export const filesOf = (row: { files: string | null }): PreviewFile[] =>
  row.files ? (JSON.parse(row.files) as PreviewFile[]) : [];

/** Whether a preview file is a picture (not a video's web copy). */
export const isPicture = (file: PreviewFile): file is PreviewFile & { format: PreviewFormat } =>
  file.format !== 'mp4';

/**
 * The preview to send for a picture shown about `width` pixels wide, to a browser that takes the
 * formats in `accept` (an Accept header): the narrowest at least that wide (else the widest), in
 * the first of AVIF, WebP and JPEG it takes. JPEG is taken by every browser.
 */
export function choosePreview(files: readonly PreviewFile[], width: number, accept: string) {
  const takes = (format: PreviewFormat) =>
    format === 'jpeg' || accept.includes(PREVIEW_CONTENT_TYPES[format]);
  const usable = files.filter(isPicture).filter((file) => takes(file.format));
  const widths = [...new Set(usable.map((file) => file.width))].sort((a, b) => a - b);
  const chosen = widths.find((w) => w >= width) ?? widths.at(-1);
  const order: PreviewFormat[] = ['avif', 'webp', 'jpeg'];
  return usable
    .filter((file) => file.width === chosen)
    .sort((a, b) => order.indexOf(a.format) - order.indexOf(b.format))[0];
}

/** The columns of a medium's previews row that its `Media` answer reads (null without a row). */
export interface PreviewColumns {
  preview_status: string | null;
  preview_progress: number | null;
  preview_pages: number | null;
  preview_error: string | null;
  preview_width: number | null;
  preview_height: number | null;
  preview_files: string | null;
}

/** A medium's previews as the contract tells them, or undefined when it has none. */
export function previewOf(row: PreviewColumns): MediaPreview | undefined {
  if (row.preview_status === null) return undefined;
  const status = row.preview_status as PreviewStatus;
  const ready = status === PreviewStatus.Ready;
  const files = ready ? filesOf({ files: row.preview_files }) : [];
  const pictures = files.filter(isPicture);
  const working = status === PreviewStatus.Working && row.preview_progress !== null;
  return {
    status,
    progress: working ? row.preview_progress! / 1000 : null,
    reason: status === PreviewStatus.Failed ? row.preview_error : null,
    widths: [...new Set(pictures.map((file) => file.width))].sort((a, b) => a - b),
    copies: files
      .filter((file) => file.format === 'mp4')
      .map((file) => file.height)
      .sort((a, b) => a - b),
    pages: ready ? row.preview_pages : null,
    width: row.preview_width,
    height: row.preview_height,
  };
}

/**
 * The web copy of a video to play on a screen that wants one about `height` pixels high: the
 * smallest at least that high, else the largest; none when the original plays as it is.
 */
export function chooseVideoCopy(files: readonly PreviewFile[], height: number | undefined) {
  const copies = files.filter((file) => file.format === 'mp4').sort((a, b) => a.height - b.height);
  if (height === undefined) return copies.at(-1);
  return copies.find((copy) => copy.height >= height) ?? copies.at(-1);
}

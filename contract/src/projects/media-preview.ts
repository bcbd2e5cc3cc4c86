import * as v from 'valibot';
import { IdSchema } from '../paging.ts';

// A medium's previews (issue 30): smaller pictures made on the server from its original, which
// tiles, grids and the lightbox show in its place. The API reports where they stand on each
// medium, so a tile can say it is still being prepared, or why it could not be.

/** Where a medium's previews stand: waiting for a worker, being made, made, or given up on. */
export const PREVIEW_STATUSES = ['queued', 'working', 'ready', 'failed'] as const;
/** One preview status. */
export type PreviewStatusName = (typeof PREVIEW_STATUSES)[number];

/** A medium's previews. */
export const MediaPreviewSchema = v.object({
  status: v.picklist(PREVIEW_STATUSES),
  /** How far a long job (a transcode) has got, from 0 to 1, while it works; null otherwise. */
  progress: v.nullable(v.number()),
  /** Why they could not be made, once failed; null otherwise. */
  reason: v.nullable(v.string()),
  /** The widths the picture (a video's poster) is made at, narrowest first, once ready. */
  widths: v.array(v.number()),
  /**
   * The heights of a video's web copies, smallest first, once ready; none when the original
   * plays in every browser as it is (or for a picture).
   */
  copies: v.array(v.number()),
  /** A PDF's page count, once read (null for other media, and before). */
  pages: v.nullable(v.number()),
  /** The original's size in pixels, upright, once read (null before; a PDF's first page drawn). */
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
/** A medium's previews. */
export type MediaPreview = v.InferOutput<typeof MediaPreviewSchema>;

/** What a tile says while a medium's previews are made. */
export const PREVIEW_PREPARING_MESSAGE = 'Preparing preview…';
/** What a tile says when they could not be made (their reason follows). */
export const PREVIEW_NOT_AVAILABLE_MESSAGE = 'Preview not available';
/**
 * The reason of a video's previews when its file is none the portal plays (issue 47): a
 * playlist, a concat script or another container than the accepted ones, or past a limit (its
 * size in pixels, its length, its frame rate). Nothing is made from it, and its original is
 * only ever sent as a download.
 */
export const VIDEO_REFUSED_MESSAGE = 'This file is not a video the portal can play';
/** The reason of a picture's previews when it has more pixels than the server decodes. */
export const IMAGE_TOO_LARGE_MESSAGE = 'This picture is too large for the portal to preview.';
/** The reason of a PDF's previews when it has more pages (or bytes) than the server reads. */
export const PDF_TOO_LARGE_MESSAGE = 'This PDF is too large for the portal to preview.';

/** The query of a picture's address: the width it is shown at, in device pixels. */
export const PictureQuerySchema = v.object({
  w: v.optional(v.pipe(IdSchema, v.maxValue(100_000, 'Is too large.'))),
});

/** An address with one more query parameter (a share link's address may have some already). */
export const withQuery = (url: string, name: string, value: number) =>
  `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;

/** A medium's picture at `width` device pixels (the server sends the narrowest at least as wide). */
export const pictureAt = (thumbnailUrl: string, width: number) =>
  withQuery(thumbnailUrl, 'w', width);

/** The query of a video's playback: the height of the web copy wanted. */
export const PlaybackQuerySchema = v.object({
  h: v.optional(v.pipe(IdSchema, v.maxValue(100_000, 'Is too large.'))),
});

/** Screens at most this many device pixels wide are sent a video's smallest copy. */
export const SMALL_SCREEN_PIXELS = 1280;

/**
 * Where a video is played from on a screen `screenPixels` device pixels wide: its smallest web
 * copy on a small screen, its largest on any other, its file when it has none (the original
 * plays as it is, or its copies are not made yet).
 */
export function playbackSource(
  media: { file: { fileUri: string }; playbackUrl?: string; preview?: MediaPreview },
  screenPixels: number,
) {
  const copies = media.preview?.status === 'ready' ? media.preview.copies : [];
  if (!media.playbackUrl || copies.length === 0) return media.file.fileUri;
  const height = screenPixels <= SMALL_SCREEN_PIXELS ? copies[0]! : copies.at(-1)!;
  return withQuery(media.playbackUrl, 'h', height);
}

/** Whether a medium's previews are still to come (its tile says so, and its page looks again). */
export const previewPending = (media: { preview?: MediaPreview }) =>
  media.preview?.status === 'queued' || media.preview?.status === 'working';

/** How often a page looks again while some medium's previews are being made (ms). */
export const PREVIEW_POLL_MS = 3000;

/**
 * A page's `refetchInterval` (TanStack Query): every `PREVIEW_POLL_MS` while a medium of its
 * posts awaits its previews, so its tile shows the picture once they are made; never after.
 */
export const previewPoll = (
  posts: readonly { media: readonly { preview?: MediaPreview }[] }[] | undefined,
) => (posts?.some((post) => post.media.some(previewPending)) ? PREVIEW_POLL_MS : false);

/** One picture a browser may choose for a medium: its address and size in pixels. */
export interface PictureCandidate {
  src: string;
  width: number;
  height: number;
}

/**
 * The pictures of a medium a browser chooses from by the width it shows it at: one per width of
 * its ready previews, narrowest first, and with `original`, the original itself when it is wider
 * than them (for zooming past them). None while there are no previews.
 */
export function pictureCandidates(
  media: { thumbnailUrl: string; file: { fileUri: string }; preview?: MediaPreview },
  { original = false } = {},
): PictureCandidate[] {
  const preview = media.preview;
  if (!media.thumbnailUrl || preview?.status !== 'ready' || !preview.width || !preview.height) {
    return [];
  }
  const { width, height } = preview;
  const candidates = preview.widths.map((w) => ({
    src: pictureAt(media.thumbnailUrl, w),
    width: w,
    height: Math.round((w * height) / width),
  }));
  if (original && width > (preview.widths.at(-1) ?? 0)) {
    candidates.push({ src: media.file.fileUri, width, height });
  }
  return candidates;
}

/** An `img`'s `srcset` of candidates (undefined for none: its `src` then stands alone). */
export const srcSetOf = (candidates: readonly PictureCandidate[]) =>
  candidates.length === 0
    ? undefined
    : candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');

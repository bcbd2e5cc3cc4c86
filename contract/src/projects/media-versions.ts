import * as v from 'valibot';
import { IdSchema } from '../paging.ts';
import type { Media } from './media.ts';
import { MediaPreviewSchema, withQuery } from './media-preview.ts';

// Versions of a medium (issue 30): a re-render uploaded as "a new version" of a medium keeps its
// identity (id, place in the post, links, embeds, shares: they show the latest) and stacks on
// the earlier files, each keeping its previews, comments and decisions.

/** One version of a medium: its file and where its bytes, picture and playback are. */
export const MediaVersionSchema = v.object({
  /** 1, 2, 3 … */
  number: v.number(),
  fileName: v.string(),
  contentType: v.string(),
  /** In bytes. */
  size: v.nullable(v.number()),
  /** When and by whom it was uploaded (null: not recorded, as for the demo's files). */
  uploadedDate: v.nullable(v.string()),
  uploadedBy: v.nullable(v.string()),
  /** Its file. */
  fileUrl: v.string(),
  /** Its picture ('' when it has none). */
  thumbnailUrl: v.string(),
  /** A video's playback (absent for others). */
  playbackUrl: v.optional(v.string()),
  /** Its previews (absent for a type that gets none). */
  preview: v.optional(MediaPreviewSchema),
  /** A video's frames per second and length in seconds, when measured at upload. */
  frameRate: v.nullable(v.number()),
  duration: v.nullable(v.number()),
});
/** One version of a medium. */
export type MediaVersion = v.InferOutput<typeof MediaVersionSchema>;

/** The query naming a version of a medium's file, picture or playback (the latest without). */
export const VersionQuerySchema = v.object({
  version: v.optional(v.pipe(IdSchema, v.maxValue(100_000, 'Is too large.'))),
});

/**
 * An address of a medium's bytes at a version. A bare address serves the latest, so only a
 * medium's sole first version keeps it (as it always was); every other version names itself,
 * an earlier one included (`earlier`), so a browser's cache never shows one for another.
 */
export const atVersion = (url: string, version: number, earlier = false) =>
  (version === 1 && !earlier) || url === '' ? url : withQuery(url, 'version', version);

/** Messages of versions (the API sends them, the upload and the picker show them). */
export const MEDIA_VERSION_MESSAGES = {
  notFound: 'This version does not exist.',
  linked: 'Only an uploaded file can have versions: this item is linked from another address.',
  otherPost: 'Media not found.',
  typeMismatch: (type: string) => `A new version must be of the item's type (${type}).`,
  outdated: (latest: number) =>
    `Version ${latest} was uploaded since this page was opened: look at it before deciding.`,
} as const;

/** How a version is named in pickers and on comments: 'v2'. */
export const versionLabel = (number: number) => `v${number}`;

/**
 * A medium as one of its versions shows it (the viewer, the picker, the compare view): that
 * version's file, picture, playback and previews; the medium itself for its latest version.
 */
export function mediaAtVersion(media: Media, number: number): Media {
  const version = media.versions?.find((each) => each.number === number);
  if (!version || number === media.version) return media;
  return {
    ...media,
    version: number,
    file: { fileName: version.fileName, fileUri: version.fileUrl },
    url: version.fileUrl,
    thumbnailUrl: version.thumbnailUrl,
    playbackUrl: version.playbackUrl,
    preview: version.preview,
    contentType: version.contentType,
    size: version.size,
  };
}

import * as v from 'valibot';
import { pathOf } from '../endpoint.ts';
import {
  MediaTypeSchema,
  PIXEL_STREAM_VARIANTS,
  type MediaType,
  type PixelStreamVariant,
} from './enums.ts';
import { MediaReviewSummarySchema } from '../reviews/decisions.ts';
import { MediaPreviewSchema } from './media-preview.ts';
import { MediaVersionSchema } from './media-versions.ts';

/** Where a media item's bytes are served (GET, an image or a file, not JSON; Range supported). */
export const MEDIA_FILE_PATH = '/api/media/:id/file';
/** Where a video's web copy is played from (the original when it has none; Range supported). */
export const MEDIA_PLAYBACK_PATH = '/api/media/:id/playback';
/** Where a media item's picture (a poster frame, a first page, a smaller image) is served. */
export const MEDIA_THUMBNAIL_PATH = '/api/media/:id/thumbnail';
/** The URL of a stored media item's file. */
export const mediaFileUrl = (id: number): string => pathOf(MEDIA_FILE_PATH, { id });
/** The URL of a stored video's playback. */
export const mediaPlaybackUrl = (id: number): string => pathOf(MEDIA_PLAYBACK_PATH, { id });
/** The URL of a media item's picture. */
export const mediaThumbnailUrl = (id: number): string => pathOf(MEDIA_THUMBNAIL_PATH, { id });

/** A file reference (spec point 3): its name, and where its bytes are. */
export const FileReferenceSchema = v.object({ fileName: v.string(), fileUri: v.string() });
/** A file reference. */
export type FileReference = v.InferOutput<typeof FileReferenceSchema>;

/** One media item of a post (metadata; the bytes are at `file.fileUri`). */
export const MediaSchema = v.object({
  id: v.number(),
  mediaType: MediaTypeSchema,
  title: v.string(),
  /** What the item shows, in a sentence or two; may be empty. */
  description: v.string(),
  /** The file: its name, and where it is (this API for a stored file, or the linked address). */
  file: FileReferenceSchema,
  /** Same as `file.fileUri` (kept for bundles built before file references). */
  url: v.string(),
  /** A picture of the item (poster frame, first page, smaller image); empty when there is none. */
  thumbnailUrl: v.string(),
  /** Where a stored video plays from (its web copies, `?h=` choosing one; absent for others). */
  playbackUrl: v.optional(v.string()),
  /** The file's MIME type, when known ('' otherwise). */
  contentType: v.string(),
  /** The file's size in bytes, when stored here. */
  size: v.nullable(v.number()),
  /** A Pixel Stream's variant (null for every other type). */
  variant: v.nullable(v.picklist(PIXEL_STREAM_VARIANTS)),
  /** Linked from another address rather than stored here. */
  linked: v.boolean(),
  /** Who sent it through an upload link ("from Ana Ruiz"); absent for the portal's own users'. */
  sentBy: v.optional(v.string()),
  /**
   * Received through an upload link and not shared yet: only the studio's managers, the link's
   * maker and the post's editors see it (absent once shared, and for every other medium).
   */
  awaitingShare: v.optional(v.boolean()),
  /**
   * Where it stands in review, for the project's own people (absent on embeds and shares, and
   * for outsiders of a Showcase project).
   */
  review: v.optional(MediaReviewSummarySchema),
  /** Its previews made on the server (absent for a type or a linked file that gets none). */
  preview: v.optional(MediaPreviewSchema),
  /** The version this is (the latest unless a viewer chose another: `mediaAtVersion`). */
  version: v.optional(v.number(), 1),
  /**
   * Every version of an uploaded file, first first (the last is the latest), on the project's
   * own pages (absent on embeds and shares, which show the latest only).
   */
  versions: v.optional(v.array(MediaVersionSchema)),
  /** The day its review is due (`YYYY-MM-DD`, the studio's day), or null. */
  dueOn: v.optional(v.nullable(v.string())),
  /** The due day in effect: its own, else its post's (project pages; `reviewOverdue` reads it). */
  effectiveDueOn: v.optional(v.nullable(v.string())),
});
/** One media item of a post. */
export type Media = v.InferOutput<typeof MediaSchema>;

/** Longest media title and description, in characters after trimming. */
export const MAX_MEDIA_TITLE_LENGTH = 200;
export const MAX_MEDIA_DESCRIPTION_LENGTH = 1000;
/** Longest linked address. */
export const MAX_MEDIA_URL_LENGTH = 2000;

/** Messages of the media fields (the form shows them on the field, the API sends them). */
export const MEDIA_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `A title can be at most ${MAX_MEDIA_TITLE_LENGTH} characters.`,
  descriptionTooLong: `A description can be at most ${MAX_MEDIA_DESCRIPTION_LENGTH.toLocaleString('en-AU')} characters.`,
  typeRequired: 'Choose a content type.',
  urlRequired: 'Enter the address of the file.',
  urlInvalid: 'Enter a full address starting with https://.',
  urlTooLong: `An address can be at most ${MAX_MEDIA_URL_LENGTH.toLocaleString('en-AU')} characters.`,
  urlNotSecure: 'The address must start with https:// (http:// only for this computer).',
  variantRequired: 'Choose where the stream runs.',
  variantOnlyForStreams: 'Only a Pixel Stream has a variant.',
  streamHostNotAllowed: (variant: PixelStreamVariant, hosts: readonly string[]) =>
    `${variant} streams can only be opened from ${hosts.join(', ')}.`,
  orderMismatch: 'The order must list every item exactly once.',
} as const;

/** A media title: required, trimmed, at most 200 characters. */
export const MediaTitleSchema = v.pipe(
  v.string(MEDIA_MESSAGES.titleRequired),
  v.trim(),
  v.nonEmpty(MEDIA_MESSAGES.titleRequired),
  v.maxLength(MAX_MEDIA_TITLE_LENGTH, MEDIA_MESSAGES.titleTooLong),
);
/** A media description: trimmed, may be empty, at most 1,000 characters. */
export const MediaDescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_MEDIA_DESCRIPTION_LENGTH, MEDIA_MESSAGES.descriptionTooLong),
);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host is this computer (where plain http is accepted, for development). */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** A linked file's address: absolute, https (http only on this computer), no credentials. */
export const MediaUrlSchema = v.pipe(
  v.string(MEDIA_MESSAGES.urlRequired),
  v.trim(),
  v.nonEmpty(MEDIA_MESSAGES.urlRequired),
  v.maxLength(MAX_MEDIA_URL_LENGTH, MEDIA_MESSAGES.urlTooLong),
  // An empty address was reported by nonEmpty: each check speaks only of its own fault.
  v.check((value) => value === '' || URL.canParse(value), MEDIA_MESSAGES.urlInvalid),
  v.check((value) => {
    // Checks run on after a failed one: an address that does not parse was reported just above.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  }, MEDIA_MESSAGES.urlNotSecure),
);

/**
 * Hosts each Pixel Stream variant may be opened from (a leading `*.` allows any subdomain).
 * ArcaneMirage and AWS are the providers' own domains; Internal streams run on the studio's own
 * servers, which the API adds from its configuration (`PIXEL_STREAM_INTERNAL_HOSTS`).
 */
export const PIXEL_STREAM_HOSTS: Record<PixelStreamVariant, readonly string[]> = {
  ArcaneMirage: ['arcanemirage.com', '*.arcanemirage.com'],
  AWS: ['*.amazonaws.com', '*.cloudfront.net'],
  Internal: [],
};

/** Whether a host matches one of a variant's host patterns. */
export function hostAllowed(hostname: string, patterns: readonly string[]) {
  const host = hostname.toLowerCase();
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.')
      ? host.endsWith(p.slice(1)) && host.length > p.length - 1
      : host === p;
  });
}

/** POST media: link a file by its address (uploads from the user's machine come later). */
export const NewMediaRequestSchema = v.object({
  mediaType: MediaTypeSchema,
  title: v.optional(MediaTitleSchema, ''),
  description: v.optional(MediaDescriptionSchema, ''),
  fileUri: v.optional(MediaUrlSchema, ''),
  /** The file's name; taken from the address when left out. */
  fileName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
  /** Required for a Pixel Stream, refused for every other type. */
  variant: v.nullish(v.picklist(PIXEL_STREAM_VARIANTS, MEDIA_MESSAGES.variantRequired)),
});
/** What the add-media form sends. */
export type NewMediaRequest = v.InferInput<typeof NewMediaRequestSchema>;
/** A new media link after validation. */
export type NewMedia = v.InferOutput<typeof NewMediaRequestSchema>;

/** PUT media: its title and description. */
export const MediaChangesSchema = v.object({
  title: v.optional(MediaTitleSchema, ''),
  description: v.optional(MediaDescriptionSchema, ''),
});
/** What the edit-media form sends. */
export type MediaChangesRequest = v.InferInput<typeof MediaChangesSchema>;

/** A new order: every id of the list exactly once, first first. */
export const OrderRequestSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.maxLength(500),
    v.check((ids) => new Set(ids).size === ids.length, MEDIA_MESSAGES.orderMismatch),
  ),
});
/** A new order of posts or media. */
export type OrderRequest = v.InferInput<typeof OrderRequestSchema>;

/** The most entries a zip listing returns. */
export const MAX_ZIP_ENTRIES = 1000;

/** One entry of a zip archive, read from its central directory (nothing is unpacked). */
export const ZipEntrySchema = v.object({
  name: v.string(),
  size: v.number(),
  compressedSize: v.number(),
  /** ISO date-time, as the archive records it. */
  modified: v.nullable(v.string()),
  isDirectory: v.boolean(),
});
/** One entry of a zip archive. */
export type ZipEntry = v.InferOutput<typeof ZipEntrySchema>;

/** A zip archive's contents: its first `MAX_ZIP_ENTRIES` entries and how many there are. */
export const ZipListingSchema = v.object({
  entries: v.array(ZipEntrySchema),
  totalEntries: v.number(),
});
/** A zip archive's contents. */
export type ZipListing = v.InferOutput<typeof ZipListingSchema>;

/** Said for a zip that is linked from elsewhere (only stored archives are listed). */
export const ZIP_NOT_LISTED_MESSAGE =
  'This archive is linked from another address, so its contents cannot be listed here.';
/** Said for a zip whose index cannot be read. */
export const ZIP_UNREADABLE_MESSAGE = 'The archive could not be read: it may be damaged.';

/** Media types that are interactive (the prototype page gathers them across projects). */
export const INTERACTIVE_MEDIA_TYPES = ['Cesium', 'PixelStream'] as const satisfies MediaType[];

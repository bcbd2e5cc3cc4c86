import * as v from 'valibot';
import { withinDateRange } from '../dates.ts';
import { MEDIA_TYPES, type MediaType } from '../projects/enums.ts';
import { VideoRequirementsSchema } from '../uploads/video-requirements.ts';
import { MAX_SHARE_LABEL_LENGTH, SHARE_MESSAGES, ShareGuestSchema } from '../share/share-link.ts';

// Upload links (issue 31): a post's "Send us your files" link. Whoever holds it gives a name and
// e-mail address once, then drops files into the post with the portal's chunked, resumable
// upload (an mp4 checked in the browser and by the API as any upload); the files are marked
// "from <name>" and the studio is told. The token (256 random bits, base64url) is in the page's
// address `/upload/{token}`; the API keeps only its hash, and the token sealed for the list.

/** The page an upload link opens. */
export const UPLOAD_LINK_PAGE_PREFIX = '/upload/';
/** The API's paths under an upload token (every one checks the link). */
export const UPLOAD_LINK_API_PREFIX = '/api/upload-links/';

/** Kinds of file a link may take (a Pixel Stream is an address, never a file). */
export const UPLOAD_LINK_TYPES = MEDIA_TYPES.filter(
  (type): type is Exclude<MediaType, 'PixelStream'> => type !== 'PixelStream',
);
/** One kind of file a link may take. */
export type UploadLinkType = (typeof UPLOAD_LINK_TYPES)[number];

/** A link's total size limit: at least 1 MB, at most 1 TB (bytes; binary units, as shown). */
export const MIN_UPLOAD_LINK_BYTES = 1024 ** 2;
export const MAX_UPLOAD_LINK_BYTES = 1024 ** 4;
/** A link lives at most this many days. */
export const MAX_UPLOAD_LINK_DAYS = 365;

/** Messages of upload links. */
export const UPLOAD_LINK_MESSAGES = {
  invalid: 'This upload link is invalid.',
  revoked: 'This upload link was turned off by the people who shared it.',
  expired: (date: string) => `This upload link expired on ${date}.`,
  expiryInvalid: 'Choose a date from tomorrow to a year from now.',
  limitInvalid: 'Choose a limit from 1 MB to 1 TB.',
  typesRequired: 'Choose at least one kind of file.',
  senderRequired: 'Tell us your name and e-mail address before you send files.',
  typeNotAllowed: (allowed: string) => `This link takes only ${allowed}.`,
  overLimit: (left: string) =>
    `This file is larger than what this link can still take (${left} left).`,
  full: 'This link has taken all it can. Ask the studio for another.',
  tooManyTries: 'Too many tries in a short time. Wait a few minutes, then try again.',
} as const;

/** Each kind of file in words (the form's choices, the page's "takes only"). */
export const UPLOAD_LINK_TYPE_LABELS: Record<UploadLinkType, string> = {
  Image: 'Images',
  Video: 'Videos',
  Panorama: '360° images',
  PanoramaVideo: '360° videos',
  Pdf: 'PDFs',
  Zip: 'Zip archives',
  Cesium: '3D site models (CZML)',
};

/** The token in an upload address (base64url, at most 200 characters). */
export const UploadLinkTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,200}$/, UPLOAD_LINK_MESSAGES.invalid),
);

/** A link as the project's managers see it. */
export const UploadLinkSchema = v.object({
  id: v.number(),
  postId: v.number(),
  label: v.string(),
  /** The page's address, to copy. */
  url: v.string(),
  createdDate: v.string(),
  createdBy: v.string(),
  /** When it stops working (ISO), or null: never. */
  expiresDate: v.nullable(v.string()),
  /** When it was turned off (ISO), or null: it was not (it may still have expired). */
  turnedOffDate: v.nullable(v.string()),
  /** Whether it takes files now: neither turned off nor expired. */
  working: v.boolean(),
  /** The most it takes in all, in bytes. */
  maxTotalBytes: v.number(),
  /** What it took so far (files received), in bytes. */
  receivedBytes: v.number(),
  /** Files received through it. */
  fileCount: v.number(),
  allowedTypes: v.array(v.picklist(UPLOAD_LINK_TYPES)),
});
/** An upload link, as its project's managers see it. */
export type UploadLink = v.InferOutput<typeof UploadLinkSchema>;

/** POST …/upload-links: the link's label, last day, total size and kinds of file. */
export const NewUploadLinkRequestSchema = v.object({
  label: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_SHARE_LABEL_LENGTH, SHARE_MESSAGES.labelTooLong)),
    '',
  ),
  /** The last day it works (YYYY-MM-DD, Australian time), or null: until turned off. */
  expiresOn: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.isoDate(UPLOAD_LINK_MESSAGES.expiryInvalid),
        withinDateRange(UPLOAD_LINK_MESSAGES.expiryInvalid),
      ),
    ),
    null,
  ),
  maxTotalBytes: v.pipe(
    v.number(UPLOAD_LINK_MESSAGES.limitInvalid),
    v.integer(UPLOAD_LINK_MESSAGES.limitInvalid),
    v.minValue(MIN_UPLOAD_LINK_BYTES, UPLOAD_LINK_MESSAGES.limitInvalid),
    v.maxValue(MAX_UPLOAD_LINK_BYTES, UPLOAD_LINK_MESSAGES.limitInvalid),
  ),
  allowedTypes: v.pipe(
    v.array(v.picklist(UPLOAD_LINK_TYPES)),
    v.minLength(1, UPLOAD_LINK_MESSAGES.typesRequired),
  ),
});
/** What the new-link form sends. */
export type NewUploadLinkRequest = v.InferInput<typeof NewUploadLinkRequestSchema>;

/** What an upload link's page shows, and the rules the browser checks before sending a byte. */
export const UploadLinkInfoSchema = v.object({
  label: v.string(),
  /** The post the files go to (its title, and its id for the upload's fields). */
  postId: v.number(),
  postTitle: v.string(),
  expiresDate: v.nullable(v.string()),
  maxTotalBytes: v.number(),
  /** What it can still take, in bytes (files in progress count). */
  remainingBytes: v.number(),
  allowedTypes: v.array(v.picklist(UPLOAD_LINK_TYPES)),
  /** The chunk size to send, and the largest file the API takes. */
  chunkSize: v.number(),
  maxFileSize: v.number(),
  /** The project's rules for mp4 videos, checked in the browser before a byte is sent. */
  videoRequirements: VideoRequirementsSchema,
  /**
   * Who this visit said it was, if it did (a name and e-mail address once per link, as a review
   * link's guest: `ShareGuestRequestSchema`).
   */
  sender: v.nullable(ShareGuestSchema),
});
/** An upload link's page. */
export type UploadLinkInfo = v.InferOutput<typeof UploadLinkInfoSchema>;

/** The kinds of file in a sentence: "images, videos or PDFs". */
export function typesInWords(types: readonly UploadLinkType[]) {
  const words = types.map((type) =>
    UPLOAD_LINK_TYPE_LABELS[type].replace(/^(?!PDF|CZML)[A-Z]/, (c) => c.toLowerCase()),
  );
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import { UploadIdSchema } from '../uploads/chunked-upload.ts';

// Files attached to a comment (issue 50, part 3): sent through the chunked upload with
// `attachmentFor` (the medium) instead of `postId`, finished here into an attachment of nobody's
// comment yet, then named by the comment that uses it.

/** The most files one comment carries. */
export const MAX_COMMENT_ATTACHMENTS = 5;
/** The largest file attached to a comment: 200 MB. */
export const COMMENT_ATTACHMENT_MAX_BYTES = 200 * 1024 * 1024;
/**
 * Pictures a browser shows safely in an `<img>`: served inline for display (`?inline=1`);
 * every other file is served as a download, never run or sniffed (SVG included: it carries script).
 */
export const INLINE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Whether a content type is one of the pictures shown inline. */
export const isInlinePicture = (contentType: string) =>
  (INLINE_PICTURE_TYPES as readonly string[]).includes(contentType);

/** Messages of comment attachments (the API sends them; the comment form shows them). */
export const COMMENT_ATTACHMENT_MESSAGES = {
  tooMany: `A comment can carry at most ${MAX_COMMENT_ATTACHMENTS} files, each once.`,
  notYours:
    'Attach only files you uploaded for this medium that no comment uses yet: upload it again.',
  guests: 'Guests of a review link cannot attach files.',
  notFound: 'Attachment not found.',
  onlyUsers: 'Files sent through an upload link cannot be attached to comments.',
  target: 'Say where the file goes: a post (postId) or a comment on a medium (attachmentFor).',
  otherUpload: 'This upload is not an attachment for this medium.',
  notAnAttachment: 'This upload is an attachment for a comment: finish it as one.',
} as const;

/** The attachments a new comment carries: ids of the caller's unused attachments on the medium. */
export const AttachmentIdsSchema = v.pipe(
  v.array(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    COMMENT_ATTACHMENT_MESSAGES.tooMany,
  ),
  v.maxLength(MAX_COMMENT_ATTACHMENTS, COMMENT_ATTACHMENT_MESSAGES.tooMany),
  v.check((ids) => new Set(ids).size === ids.length, COMMENT_ATTACHMENT_MESSAGES.tooMany),
);

/** A file attached to a comment, as the threads list it. */
export const CommentAttachmentSchema = v.object({
  id: v.number(),
  fileName: v.string(),
  size: v.number(),
  contentType: v.string(),
  /** A png, jpeg, webp or gif: shown inline at `url` + `?inline=1`. */
  isPicture: v.boolean(),
  /** Where the caller downloads it (a review link's guests: under the link). */
  url: v.string(),
});
/** A file attached to a comment. */
export type CommentAttachment = v.InferOutput<typeof CommentAttachmentSchema>;

/** The finish of an attachment's upload (the chunked upload's fields, `attachmentFor` in the path). */
export const FinishAttachmentSchema = v.object({
  uploadId: UploadIdSchema,
  fileName: v.pipe(v.string('Give the file name.'), v.trim(), v.nonEmpty('Give the file name.')),
  totalChunks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** `?inline=1`: a picture shown in the page rather than saved (ignored for other files). */
export const AttachmentFileQuerySchema = v.object({
  inline: v.optional(v.picklist(['0', '1'])),
});

/** Where a signed-in user downloads a comment's attachment. */
export const COMMENT_ATTACHMENT_PATH = '/api/media/:mediaId/comments/attachments/:id';
/** Where a review link's guest downloads one. */
export const SHARED_COMMENT_ATTACHMENT_PATH =
  '/api/share/:token/media/:mediaId/comments/attachments/:id';

const tag = 'Review';
const AttachmentParamsSchema = v.object({ mediaId: IdSchema, id: IdSchema });

/** Finishing an attachment's upload, and downloading an attachment. */
export const commentAttachmentEndpoints = {
  finish: defineEndpoint({
    method: 'POST',
    path: '/api/media/:mediaId/comments/attachments',
    tag,
    summary: `Finishes a chunked upload sent with \`attachmentFor\` into an attachment for the caller's next comment on the medium (201; up to ${COMMENT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; those who may comment there; unused ones lapse after a day).`,
    params: v.object({ mediaId: IdSchema }),
    body: FinishAttachmentSchema,
    response: CommentAttachmentSchema,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: COMMENT_ATTACHMENT_PATH,
    tag,
    summary:
      "A comment's attachment, for those who read the medium's review: a download (a png, jpeg, webp or gif inline with `?inline=1`); `X-Content-Type-Options: nosniff`.",
    params: AttachmentParamsSchema,
    query: AttachmentFileQuerySchema,
    kind: 'file',
  }),
};

import * as v from 'valibot';
import { AnchorSchema } from './anchors.ts';
import { AttachmentIdsSchema, CommentAttachmentSchema } from './attachments.ts';
import { DrawingSchema, SavedDrawingSchema } from './drawing.ts';

const MEDIA_VERSION_INVALID = 'A version is a whole number from 1.';

/** Longest comment on a medium, in characters after trimming. */
export const MAX_REVIEW_COMMENT_LENGTH = 5000;
/** The most people one comment may mention. */
export const MAX_MENTIONS = 20;

/** Messages of a medium's comment fields (the form shows them, the API sends them). */
export const REVIEW_COMMENT_MESSAGES = {
  textRequired: 'Enter a comment.',
  textTooLong: `A comment can be at most ${MAX_REVIEW_COMMENT_LENGTH.toLocaleString('en-AU')} characters.`,
  anchorRequired: 'Say where on the medium the comment is pinned.',
  parentInvalid: 'ParentId must be a positive whole number.',
  parentNotFound: 'The comment you are replying to is not on this medium.',
  parentIsReply: 'Reply to the original comment: replies go one level deep.',
  parentDeleted: 'The comment you are replying to has been deleted.',
  replyPinned: 'A reply belongs to its thread: it has no pin or drawing of its own.',
  mentions: `A comment can mention at most ${MAX_MENTIONS} people, each once.`,
  mentionNotOnProject: 'Only the project’s people can be mentioned.',
  notYours: 'Only its author can change or delete this comment.',
  guestMentions: 'Guests cannot mention people.',
  mayNotResolve: 'Only the studio and the comment’s author can resolve or reopen it.',
  onlyThreads: 'Only a thread’s first comment is resolved or reopened.',
  notFound: 'Comment not found.',
  mediumNotFound: 'Media not found.',
} as const;

/** A comment's text: required, trimmed, at most 5,000 characters. */
export const ReviewCommentTextSchema = v.pipe(
  v.string(REVIEW_COMMENT_MESSAGES.textRequired),
  v.trim(),
  v.nonEmpty(REVIEW_COMMENT_MESSAGES.textRequired),
  v.maxLength(MAX_REVIEW_COMMENT_LENGTH, REVIEW_COMMENT_MESSAGES.textTooLong),
);

const UserIdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** The people a comment mentions (their user ids; each must be one of the project's people). */
export const MentionsSchema = v.pipe(
  v.array(UserIdSchema, REVIEW_COMMENT_MESSAGES.mentions),
  v.maxLength(MAX_MENTIONS, REVIEW_COMMENT_MESSAGES.mentions),
  v.check((ids) => new Set(ids).size === ids.length, REVIEW_COMMENT_MESSAGES.mentions),
);

/**
 * POST /api/media/{mediaId}/comments: a new thread pinned to the medium (`anchor`, with a
 * `drawing` on an image or PDF page), or a reply (`parentId`, neither pin nor drawing).
 */
export const NewReviewCommentRequestSchema = v.object({
  text: v.optional(ReviewCommentTextSchema, ''),
  anchor: v.nullish(AnchorSchema, null),
  drawing: v.nullish(DrawingSchema, null),
  parentId: v.nullish(
    v.pipe(
      v.number(REVIEW_COMMENT_MESSAGES.parentInvalid),
      v.integer(REVIEW_COMMENT_MESSAGES.parentInvalid),
      v.minValue(1, REVIEW_COMMENT_MESSAGES.parentInvalid),
      v.maxValue(Number.MAX_SAFE_INTEGER, REVIEW_COMMENT_MESSAGES.parentInvalid),
    ),
    null,
  ),
  mentions: v.optional(MentionsSchema, []),
  /** Files it carries: ids of the caller's attachments on this medium no comment uses yet. */
  attachments: v.optional(AttachmentIdsSchema, []),
  /** The version of the medium a thread is on (the latest when left out; a reply: its thread's). */
  version: v.optional(
    v.pipe(
      v.number(MEDIA_VERSION_INVALID),
      v.integer(MEDIA_VERSION_INVALID),
      v.minValue(1, MEDIA_VERSION_INVALID),
    ),
  ),
});
/** What the comment form sends. */
export type NewReviewCommentRequest = v.InferInput<typeof NewReviewCommentRequestSchema>;
/** A new comment after validation. */
export type NewReviewComment = v.InferOutput<typeof NewReviewCommentRequestSchema>;

/**
 * PUT /api/media-comments/{id}: the author's new words (and drawing, on a thread: null removes
 * it; left out, it stays as it is).
 */
export const ReviewCommentChangesSchema = v.object({
  text: v.optional(ReviewCommentTextSchema, ''),
  drawing: v.optional(v.nullable(DrawingSchema)),
  mentions: v.optional(MentionsSchema, []),
});
/** What the edit form sends. */
export type ReviewCommentChangesRequest = v.InferInput<typeof ReviewCommentChangesSchema>;

/** PUT /api/media-comments/{id}/resolution: resolve a thread (true) or reopen it (false). */
export const ResolutionRequestSchema = v.object({ resolved: v.boolean() });

/** Which threads a list holds. */
export const REVIEW_COMMENT_FILTERS = ['open', 'resolved', 'all'] as const;
/** How a list is ordered: by the pin's place in the medium, or newest first. */
export const REVIEW_COMMENT_ORDERS = ['position', 'newest'] as const;
/** GET comments: `status` (default all) and `order` (default position). */
export const ReviewCommentQuerySchema = v.object({
  status: v.optional(v.picklist(REVIEW_COMMENT_FILTERS), 'all'),
  order: v.optional(v.picklist(REVIEW_COMMENT_ORDERS), 'position'),
});
/** Which threads, in which order. */
export type ReviewCommentQuery = v.InferOutput<typeof ReviewCommentQuerySchema>;

/** Which side of the work a person is on: the studio, or the project's client. */
export const REVIEW_SIDES = ['studio', 'client'] as const;
/** The studio or the client. */
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** A person as a review shows them. */
export const ReviewPersonSchema = v.object({
  id: v.number(),
  name: v.string(),
  side: v.picklist(REVIEW_SIDES),
});
/** A person as a review shows them. */
export type ReviewPerson = v.InferOutput<typeof ReviewPersonSchema>;

const commentFields = {
  id: v.number(),
  mediaId: v.number(),
  parentId: v.nullable(v.number()),
  /** Empty for a deleted comment kept for its replies. */
  text: v.string(),
  /** Null for a deleted comment; 'Former user' once its author is gone. */
  author: v.nullable(
    v.object({ id: v.nullable(v.number()), name: v.string(), side: v.picklist(REVIEW_SIDES) }),
  ),
  mentions: v.array(ReviewPersonSchema),
  createdDate: v.string(),
  /** When its author last changed it (null: never). */
  editedDate: v.nullable(v.string()),
  isDeleted: v.boolean(),
  /** Its files (the API always lists them; none on a deleted comment). */
  attachments: v.optional(v.array(CommentAttachmentSchema)),
  canEdit: v.boolean(),
  canDelete: v.boolean(),
};

/** A reply (one level below a thread). */
export const ReviewReplySchema = v.object(commentFields);
/** A reply. */
export type ReviewReply = v.InferOutput<typeof ReviewReplySchema>;

/** A thread: its first comment, pinned, with its number on the medium, state and replies. */
export const ReviewThreadSchema = v.object({
  ...commentFields,
  /** 1, 2, 3 … per medium, in the order threads were made ('Comment 3'). */
  number: v.number(),
  /** The version of the medium it is on (its pin is a place in that version's file). */
  version: v.optional(v.number(), 1),
  anchor: AnchorSchema,
  /**
   * Whether a drawing goes with it. The drawing itself is fetched when the thread is chosen
   * (GET /api/media-comments/{id}/drawing): a medium's list of hundreds of threads stays small.
   */
  hasDrawing: v.boolean(),
  resolved: v.nullable(v.object({ by: v.string(), date: v.string() })),
  canResolve: v.boolean(),
  replies: v.array(ReviewReplySchema),
});
/** A thread on a medium. */
export type ReviewThread = v.InferOutput<typeof ReviewThreadSchema>;

/** GET /api/media-comments/{id}/drawing: a thread's drawing (null: none). */
export const ReviewDrawingSchema = v.object({ drawing: v.nullable(SavedDrawingSchema) });
/** A thread's drawing. */
export type ReviewDrawing = v.InferOutput<typeof ReviewDrawingSchema>;

/** A medium's threads, with its timing (for timecodes) and how many are open and resolved. */
export const ReviewThreadListSchema = v.object({
  threads: v.array(ReviewThreadSchema),
  open: v.number(),
  resolved: v.number(),
  /** A video's frames per second and length in seconds, from the upload's analysis, else null. */
  frameRate: v.nullable(v.number()),
  duration: v.nullable(v.number()),
  /** Whether the caller may start threads and reply (the project's comment right). */
  canComment: v.boolean(),
});
/** A medium's threads. */
export type ReviewThreadList = v.InferOutput<typeof ReviewThreadListSchema>;

/** A comment as the create and edit calls answer it: a thread or a reply. */
export const ReviewCommentSchema = v.union([ReviewThreadSchema, ReviewReplySchema]);

import * as v from 'valibot';
import { pageOf, PagingQuerySchema } from '../paging.ts';

/** Longest comment, in characters after trimming. */
export const MAX_COMMENT_LENGTH = 4000;

/** Messages of the comment fields (the form shows them on the field, the API sends them). */
export const COMMENT_MESSAGES = {
  textRequired: 'Enter a comment.',
  textTooLong: `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-AU')} characters.`,
  parentInvalid: 'ParentId must be a positive whole number.',
  parentNotFound: 'The comment you are replying to is not on this project.',
  parentIsReply: 'Reply to the original comment: replies go one level deep.',
  parentDeleted: 'The comment you are replying to has been deleted.',
} as const;

/** A comment's text: required, trimmed, at most 4,000 characters. */
export const CommentTextSchema = v.pipe(
  v.string(COMMENT_MESSAGES.textRequired),
  v.trim(),
  v.nonEmpty(COMMENT_MESSAGES.textRequired),
  v.maxLength(MAX_COMMENT_LENGTH, COMMENT_MESSAGES.textTooLong),
);

/** POST /api/projects/{projectId}/comments: `{ text, parentId? }` (a reply names its parent). */
export const NewCommentRequestSchema = v.object({
  // A missing text is an empty one, so it gets the same message on the same field.
  text: v.optional(CommentTextSchema, ''),
  // A JSON body carries ids as numbers; null means "no parent" as absence does.
  parentId: v.nullish(
    v.pipe(
      v.number(COMMENT_MESSAGES.parentInvalid),
      v.integer(COMMENT_MESSAGES.parentInvalid),
      v.minValue(1, COMMENT_MESSAGES.parentInvalid),
      v.maxValue(Number.MAX_SAFE_INTEGER, COMMENT_MESSAGES.parentInvalid),
    ),
  ),
});
/** What the comment form sends. */
export type NewCommentRequest = v.InferInput<typeof NewCommentRequestSchema>;
/** A new comment after validation. */
export type NewComment = v.InferOutput<typeof NewCommentRequestSchema>;

/** GET comments: page (default 1) and pageSize of threads (default 20, at most 100). */
export const CommentPagingQuerySchema = v.omit(PagingQuerySchema, ['search']);

const commentFields = {
  id: v.number(),
  parentId: v.nullable(v.number()),
  /** Empty for a deleted comment kept for its replies. */
  text: v.string(),
  /** Null for a deleted comment, and 'Former user' once its author is gone. */
  authorName: v.nullable(v.string()),
  createdDate: v.string(),
  isDeleted: v.boolean(),
  /** Whether the caller may delete it (its author, or a holder of Engage.Project.Manage). */
  canDelete: v.boolean(),
};

/** A reply (one level below a top-level comment). */
export const ReplySchema = v.object(commentFields);
/** A reply. */
export type Reply = v.InferOutput<typeof ReplySchema>;

/** A top-level comment with its replies, oldest first. */
export const CommentSchema = v.object({ ...commentFields, replies: v.array(ReplySchema) });
/** A top-level comment with its replies. */
export type Comment = v.InferOutput<typeof CommentSchema>;

/** A page of threads, newest first. */
export const CommentPageSchema = pageOf(CommentSchema);
/** A page of threads. */
export type CommentPage = v.InferOutput<typeof CommentPageSchema>;

import * as v from 'valibot';
import { IdSchema } from '../http/validate.js';

/** Longest comment, in characters after trimming. */
export const MAX_COMMENT_LENGTH = 4000;

/** Messages of the comment fields (the form shows them on the field). */
export const COMMENT_MESSAGES = {
  textRequired: 'Enter a comment.',
  textTooLong: `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-AU')} characters.`,
  parentInvalid: 'ParentId must be a positive whole number.',
  parentNotFound: 'The comment you are replying to is not on this project.',
  parentIsReply: 'Reply to the original comment: replies go one level deep.',
  parentDeleted: 'The comment you are replying to has been deleted.',
} as const;

/** POST /api/projects/{projectId}/comments: `{ text, parentId? }`. */
export const NewCommentSchema = v.object({
  // A missing text is an empty one, so it gets the same message on the same field.
  text: v.optional(
    v.pipe(
      v.string(COMMENT_MESSAGES.textRequired),
      v.trim(),
      v.nonEmpty(COMMENT_MESSAGES.textRequired),
      v.maxLength(MAX_COMMENT_LENGTH, COMMENT_MESSAGES.textTooLong),
    ),
    '',
  ),
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
/** A new comment after validation. */
export type NewComment = v.InferOutput<typeof NewCommentSchema>;

/** GET comments: page (default 1) and pageSize of threads (default 20, at most 100). */
export const CommentPagingSchema = v.object({
  page: v.optional(IdSchema, 1),
  pageSize: v.optional(v.pipe(IdSchema, v.maxValue(100, 'At most 100 per page.')), 20),
});

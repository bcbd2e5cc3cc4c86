import * as v from 'valibot';

/** Longest comment the API accepts, in characters after trimming. */
export const MAX_COMMENT_LENGTH = 4000;

/** Messages of the comment field (the same words the API sends back). */
export const COMMENT_REQUIRED = 'Enter a comment.';
export const COMMENT_TOO_LONG = 'A comment can be at most 4,000 characters.';

/** The comment form's values, checked before sending. */
export const CommentFormSchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(COMMENT_REQUIRED),
    v.maxLength(MAX_COMMENT_LENGTH, COMMENT_TOO_LONG),
  ),
});
/** The comment form's values. */
export type CommentFormValues = v.InferOutput<typeof CommentFormSchema>;

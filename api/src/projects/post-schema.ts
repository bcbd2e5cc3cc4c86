import * as v from 'valibot';

/** Messages of the new-post fields (the form shows them on the field). */
export const POST_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: 'A title can be at most 200 characters.',
  summaryTooLong: 'A summary can be at most 2,000 characters.',
  summaryInvalid: 'The summary must be text.',
} as const;

/** POST /api/projects/{projectId}/posts: `{ title, summary? }`, both trimmed. */
export const NewPostSchema = v.object({
  // A missing title is an empty one, so it gets the same message on the same field.
  title: v.optional(
    v.pipe(
      v.string(POST_MESSAGES.titleRequired),
      v.trim(),
      v.nonEmpty(POST_MESSAGES.titleRequired),
      v.maxLength(200, POST_MESSAGES.titleTooLong),
    ),
    '',
  ),
  summary: v.optional(
    v.pipe(
      v.string(POST_MESSAGES.summaryInvalid),
      v.trim(),
      v.maxLength(2000, POST_MESSAGES.summaryTooLong),
    ),
    '',
  ),
});
/** A new post after validation. */
export type NewPost = v.InferOutput<typeof NewPostSchema>;

import * as v from 'valibot';

/** Longest post title, in characters after trimming. */
export const MAX_POST_TITLE_LENGTH = 200;
/** Longest post summary, in characters after trimming. */
export const MAX_POST_SUMMARY_LENGTH = 2000;

/** Messages of the new-post fields (the form shows them on the field, the API sends them). */
export const POST_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `A title can be at most ${MAX_POST_TITLE_LENGTH} characters.`,
  summaryTooLong: `A summary can be at most ${MAX_POST_SUMMARY_LENGTH.toLocaleString('en-AU')} characters.`,
  summaryInvalid: 'The summary must be text.',
} as const;

/** A post's title: required, trimmed, at most 200 characters. */
export const PostTitleSchema = v.pipe(
  v.string(POST_MESSAGES.titleRequired),
  v.trim(),
  v.nonEmpty(POST_MESSAGES.titleRequired),
  v.maxLength(MAX_POST_TITLE_LENGTH, POST_MESSAGES.titleTooLong),
);

/** A post's summary: trimmed, may be empty, at most 2,000 characters. */
export const PostSummarySchema = v.pipe(
  v.string(POST_MESSAGES.summaryInvalid),
  v.trim(),
  v.maxLength(MAX_POST_SUMMARY_LENGTH, POST_MESSAGES.summaryTooLong),
);

const postFields = {
  // A missing title is an empty one, so it gets the same message on the same field.
  title: v.optional(PostTitleSchema, ''),
  summary: v.optional(PostSummarySchema, ''),
};

/**
 * POST /api/projects/{projectId}/posts: `{ title, summary?, publish? }`. A post is published at
 * once unless `publish` is false (a draft, for adding its media before the client sees it).
 */
export const NewPostRequestSchema = v.object({
  ...postFields,
  publish: v.optional(v.boolean(), true),
});
/** What the new-post form sends. */
export type NewPostRequest = v.InferInput<typeof NewPostRequestSchema>;
/** A new post after validation. */
export type NewPost = v.InferOutput<typeof NewPostRequestSchema>;

/** PUT /api/posts/{id}: `{ title, summary }`. */
export const PostChangesSchema = v.object(postFields);
/** What the edit-post form sends. */
export type PostChangesRequest = v.InferInput<typeof PostChangesSchema>;
/** Post changes after validation. */
export type PostChanges = v.InferOutput<typeof PostChangesSchema>;

/** PUT /api/posts/{id}/published: `{ published }` (false withdraws it to a draft). */
export const PublishRequestSchema = v.object({ published: v.boolean() });

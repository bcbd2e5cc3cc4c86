import * as v from 'valibot';

/** Messages of the new-post fields (the same words the API sends back). */
export const TITLE_REQUIRED = 'Enter a title.';
export const TITLE_TOO_LONG = 'A title can be at most 200 characters.';
export const SUMMARY_TOO_LONG = 'A summary can be at most 2,000 characters.';

/** The new-post form's values, checked before sending; the summary may be left empty. */
export const NewPostFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(TITLE_REQUIRED), v.maxLength(200, TITLE_TOO_LONG)),
  summary: v.pipe(v.string(), v.trim(), v.maxLength(2000, SUMMARY_TOO_LONG)),
});
/** The new-post form's values. */
export type NewPostFormValues = v.InferOutput<typeof NewPostFormSchema>;

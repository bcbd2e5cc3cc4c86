import * as v from 'valibot';

/** The message for a missing or malformed e-mail address (spec point 5, quoted). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required, trimmed, valid e-mail address; every failure says INVALID_EMAIL_MESSAGE. */
export const emailSchema = v.pipe(
  v.string(INVALID_EMAIL_MESSAGE),
  v.trim(),
  v.nonEmpty(INVALID_EMAIL_MESSAGE),
  v.email(INVALID_EMAIL_MESSAGE),
  v.maxLength(256, INVALID_EMAIL_MESSAGE),
);

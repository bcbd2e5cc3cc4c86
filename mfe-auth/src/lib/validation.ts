import * as v from 'valibot';

/** Spec point 5: the e-mail message of the login, registration and forgot-password forms. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required, valid e-mail address (empty gets the same message as malformed). */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(INVALID_EMAIL_MESSAGE),
  v.email(INVALID_EMAIL_MESSAGE),
);

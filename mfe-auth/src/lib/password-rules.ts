import * as v from 'valibot';

// Spec point 5: the password rules of every form that sets a password, each text written once.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const CONFIRM_PASSWORD_MESSAGE = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A new password: required, at least 6 characters. */
export const newPasswordField = v.pipe(
  v.string(),
  v.nonEmpty(PASSWORD_TOO_SHORT_MESSAGE),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
);

/** Its confirmation: required. */
export const confirmPasswordField = v.pipe(v.string(), v.nonEmpty(CONFIRM_PASSWORD_MESSAGE));

import * as v from 'valibot';

// Spec point 5: the texts and rules of every form that takes an e-mail or a password, written
// once for the forms and the API that checks the same fields again.

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const CONFIRM_PASSWORD_MESSAGE = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** The error type spec point 5 gives a confirmation that differs. */
export const PASSWORD_MISMATCH = 'passwordMismatch';
/** Change password: the current password is missing (the spec does not quote this form). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password';

/** The shortest password a form or the API accepts (spec point 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password the API hashes (longer input is refused, not truncated). */
export const PASSWORD_MAX_LENGTH = 1024;

/** The longest e-mail address (RFC 5321's limit on a path). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A required, trimmed, valid e-mail address; every failure says INVALID_EMAIL_MESSAGE. Every form
 * that takes an address uses it: sign-in, registration, invitations, and the guests of share and
 * upload links.
 */
export const EmailSchema = v.pipe(
  v.string(INVALID_EMAIL_MESSAGE),
  v.trim(),
  v.nonEmpty(INVALID_EMAIL_MESSAGE),
  v.email(INVALID_EMAIL_MESSAGE),
  v.maxLength(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE),
);

/** A password being typed to sign in: only required. */
export const PasswordSchema = v.pipe(
  v.string(PASSWORD_REQUIRED_MESSAGE),
  v.nonEmpty(PASSWORD_REQUIRED_MESSAGE),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

/** The current password of a change: only required. */
export const CurrentPasswordSchema = v.pipe(
  v.string(CURRENT_PASSWORD_REQUIRED_MESSAGE),
  v.nonEmpty(CURRENT_PASSWORD_REQUIRED_MESSAGE),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

/** A new password: required, at least 6 characters. */
export const NewPasswordSchema = v.pipe(
  v.string(PASSWORD_TOO_SHORT_MESSAGE),
  v.nonEmpty(PASSWORD_TOO_SHORT_MESSAGE),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

/** The confirmation of a new password: required. */
export const ConfirmPasswordSchema = v.pipe(
  v.string(CONFIRM_PASSWORD_MESSAGE),
  v.nonEmpty(CONFIRM_PASSWORD_MESSAGE),
);

/** An object schema whose confirmPassword repeats another of its fields. */
export type ConfirmedSchema<E extends v.ObjectEntries> = v.SchemaWithPipe<
  readonly [
    v.ObjectSchema<E, undefined>,
    v.GenericValidation<
      v.InferOutput<v.ObjectSchema<E, undefined>>,
      v.InferOutput<v.ObjectSchema<E, undefined>>,
      v.BaseIssue<unknown>
    >,
  ]
>;

/**
 * An object whose `confirmPassword` must repeat `passwordKey`, the mismatch reported on
 * confirmPassword even while other fields are invalid (an empty confirmation already has its
 * own message).
 */
export function withConfirmation<E extends v.ObjectEntries>(
  entries: E & { confirmPassword: v.GenericSchema<string> },
  passwordKey: keyof E & string,
): ConfirmedSchema<E> {
  const mismatch = v.partialCheck(
    [[passwordKey], ['confirmPassword']],
    (input: Record<string, unknown>) =>
      !input.confirmPassword || input.confirmPassword === input[passwordKey],
    PASSWORDS_DO_NOT_MATCH_MESSAGE,
  );
  return v.pipe(
    v.object(entries),
    v.forward(mismatch as never, ['confirmPassword'] as never),
  ) as unknown as ConfirmedSchema<E>;
}

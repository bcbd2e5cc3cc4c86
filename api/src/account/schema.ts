import * as v from 'valibot';

/** Texts shared with the front end's validation (spec point 5). */
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';

/** Texts of the registration and reset forms (spec point 5). */
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const CONFIRM_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DIFFER = 'Passwords do not match';

const email = v.pipe(
  v.string(INVALID_EMAIL),
  v.trim(),
  v.email(INVALID_EMAIL),
  v.maxLength(256, INVALID_EMAIL),
);
const newPassword = v.pipe(
  v.string(PASSWORD_TOO_SHORT),
  v.minLength(6, PASSWORD_TOO_SHORT),
  v.maxLength(1024),
);
const confirmation = v.pipe(v.string(CONFIRM_REQUIRED), v.minLength(1, CONFIRM_REQUIRED));

/** The confirmation repeats the password (an empty one already has its own message). */
const repeated = (input: { confirmPassword: string }, password: string) =>
  !input.confirmPassword || input.confirmPassword === password;

/** POST /api/account/register. */
export const RegisterSchema = v.pipe(
  v.object({ email, password: newPassword, confirmPassword: confirmation }),
  v.forward(
    v.check((input) => repeated(input, input.password), PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

const resetToken = v.pipe(
  v.string('The reset link is incomplete.'),
  v.minLength(1, 'The reset link is incomplete.'),
);

/** POST /api/account/reset-password (the same password rules as registration). */
export const ResetPasswordSchema = v.pipe(
  v.object({ email, token: resetToken, password: newPassword, confirmPassword: confirmation }),
  v.forward(
    v.check((input) => repeated(input, input.password), PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

/** POST /api/account/change-password (the same rules for the new password as registration). */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(PASSWORD_REQUIRED), v.minLength(1, PASSWORD_REQUIRED)),
    newPassword,
    confirmPassword: confirmation,
  }),
  v.forward(
    v.check((input) => repeated(input, input.newPassword), PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

/** POST /api/account/forgot-password. */
export const ForgotPasswordSchema = v.object({ email });

/** POST /api/account/confirm-email. */
const linkUserId = v.pipe(
  v.union([v.string(), v.number()], 'The link is incomplete.'),
  v.transform(Number),
  v.integer('The link is incomplete.'),
);
const linkToken = v.pipe(
  v.string('The link is incomplete.'),
  v.minLength(1, 'The link is incomplete.'),
);

export const ConfirmEmailSchema = v.object({ userId: linkUserId, token: linkToken });

/** POST /api/account/confirm-email-set-password (an invitation's link, and the first password). */
export const ConfirmEmailSetPasswordSchema = v.pipe(
  v.object({
    userId: linkUserId,
    token: linkToken,
    password: newPassword,
    confirmPassword: confirmation,
  }),
  v.forward(
    v.check((input) => repeated(input, input.password), PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

/** The field names of the 400 map, as ASP.NET names them. */
export const ACCOUNT_FIELDS = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'ConfirmPassword',
  token: '',
  userId: '',
  currentPassword: 'CurrentPassword',
  newPassword: 'NewPassword',
};

/** POST /api/account/login. */
export const LoginSchema = v.object({
  email: v.pipe(
    v.string(INVALID_EMAIL),
    v.trim(),
    v.email(INVALID_EMAIL),
    v.maxLength(256, INVALID_EMAIL),
  ),
  password: v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.minLength(1, PASSWORD_REQUIRED),
    v.maxLength(1024),
  ),
  rememberMe: v.optional(v.boolean('Remember me must be true or false.'), false),
  returnUrl: v.optional(v.nullable(v.string())),
});

/** Only a local path may be a redirect target (no open redirects). */
export function localPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}

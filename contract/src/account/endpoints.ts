import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import {
  ConfirmPasswordSchema,
  CurrentPasswordSchema,
  EmailSchema,
  NewPasswordSchema,
  PasswordSchema,
  withConfirmation,
} from './rules.ts';
import { logoutEndpoint, userStateEndpoint } from './user-state.ts';

const tag = 'Account';

/** The answer of login, register and the other account actions: `{ success, message, redirectUrl }`. */
export const AuthResponseSchema = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  redirectUrl: v.nullish(v.string()),
});
/** The answer of login, register and the other account actions. */
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

/** POST /api/account/login (spec point 3, "Login payload"). */
export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: v.optional(v.boolean('Remember me must be true or false.'), false),
  /** Where to go after signing in: a local path, anything else is ignored. */
  returnUrl: v.optional(v.nullable(v.string())),
});
/** What the login form sends. */
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

/** POST /api/account/register (spec point 3, "Registration payload"). */
export const RegisterRequestSchema = withConfirmation(
  {
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    /** Where to go once registered: a local path, anything else is ignored (as for login). */
    returnUrl: v.optional(v.nullable(v.string())),
  },
  'password',
);
/** What the registration form sends. */
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

const requiredText = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));
const LINK_INCOMPLETE = 'The link is incomplete.';
const linkUserId = v.pipe(
  v.union([v.string(), v.number()], LINK_INCOMPLETE),
  v.transform(Number),
  v.integer(LINK_INCOMPLETE),
);

/** POST /api/account/reset-password: the e-mailed link's token and a new password. */
export const ResetPasswordRequestSchema = withConfirmation(
  {
    email: EmailSchema,
    token: requiredText('The reset link is incomplete.'),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  },
  'password',
);

/** POST /api/account/change-password: the signed-in user's own password. */
export const ChangePasswordRequestSchema = withConfirmation(
  {
    currentPassword: CurrentPasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  },
  'newPassword',
);

/** POST /api/account/forgot-password. */
export const ForgotPasswordRequestSchema = v.object({ email: EmailSchema });
/** The answer to every forgot-password request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password.';

/** POST /api/account/confirm-email: the e-mailed link's user and token. */
export const ConfirmEmailRequestSchema = v.object({
  userId: linkUserId,
  token: requiredText(LINK_INCOMPLETE),
});

/** POST /api/account/confirm-email-set-password: an invitation's link and the first password. */
export const ConfirmEmailSetPasswordRequestSchema = withConfirmation(
  {
    userId: linkUserId,
    token: requiredText(LINK_INCOMPLETE),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  },
  'password',
);

/** The message of a 2FA code that is not six digits. */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the e-mail.';
/** POST /api/account/verify-2fa-code. */
export const VerifyCodeRequestSchema = v.object({
  code: v.pipe(v.string(CODE_FORMAT_MESSAGE), v.trim(), v.regex(/^\d{6}$/, CODE_FORMAT_MESSAGE)),
});

/** GET and PUT /api/account/two-factor: whether the signed-in user's second factor is on. */
export const TwoFactorSettingSchema = v.object({
  enabled: v.boolean('enabled must be true or false.'),
});

/** An external identity provider the login modal offers. */
export const ExternalProviderSchema = v.object({ name: v.string(), displayName: v.string() });
/** An external identity provider the login modal offers. */
export type ExternalProvider = v.InferOutput<typeof ExternalProviderSchema>;

/** The query of the external sign-in challenge (an unknown provider lands on the failure page). */
export const ExternalChallengeQuerySchema = v.object({
  provider: v.optional(v.string(), ''),
  returnUrl: v.optional(v.string()),
});

/** The field names of the account forms' 400 maps that are not the key in PascalCase. */
const LINK_FIELDS = { token: '', userId: '' };

/** Every account endpoint (spec point 7, Account). */
export const accountEndpoints = {
  userState: userStateEndpoint,
  login: defineEndpoint({
    method: 'POST',
    path: '/api/account/login',
    tag,
    summary: 'Signs in with e-mail and password (or opens a two-step sign-in).',
    body: LoginRequestSchema,
    response: AuthResponseSchema,
  }),
  logout: logoutEndpoint,
  register: defineEndpoint({
    method: 'POST',
    path: '/api/account/register',
    tag,
    summary: 'Creates an account and e-mails a link to confirm the address.',
    body: RegisterRequestSchema,
    response: AuthResponseSchema,
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/confirm-email',
    tag,
    summary: 'Confirms an address from the e-mailed link.',
    body: ConfirmEmailRequestSchema,
    response: AuthResponseSchema,
    fields: LINK_FIELDS,
  }),
  confirmEmailSetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/confirm-email-set-password',
    tag,
    summary: 'Accepts an invitation: confirms the address, sets the first password, signs in.',
    body: ConfirmEmailSetPasswordRequestSchema,
    response: AuthResponseSchema,
    fields: LINK_FIELDS,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    tag,
    summary: 'E-mails a reset link when the address has an account (the answer never says).',
    body: ForgotPasswordRequestSchema,
    response: AuthResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    tag,
    summary: 'Sets a new password from the e-mailed reset link.',
    body: ResetPasswordRequestSchema,
    response: AuthResponseSchema,
    fields: LINK_FIELDS,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/change-password',
    tag,
    summary: "Changes the signed-in user's own password; their other sessions end.",
    body: ChangePasswordRequestSchema,
    response: AuthResponseSchema,
  }),
  sendTwoFactorCode: defineEndpoint({
    method: 'POST',
    path: '/api/account/send-2fa-code',
    tag,
    summary: 'E-mails a code for the sign-in waiting for its second step.',
    response: AuthResponseSchema,
  }),
  verifyTwoFactorCode: defineEndpoint({
    method: 'POST',
    path: '/api/account/verify-2fa-code',
    tag,
    summary: 'Finishes a two-step sign-in with the e-mailed code.',
    body: VerifyCodeRequestSchema,
    response: AuthResponseSchema,
  }),
  twoFactorSetting: defineEndpoint({
    method: 'GET',
    path: '/api/account/two-factor',
    tag,
    summary: "Whether the signed-in user's second factor is on.",
    response: TwoFactorSettingSchema,
  }),
  changeTwoFactorSetting: defineEndpoint({
    method: 'PUT',
    path: '/api/account/two-factor',
    tag,
    summary: 'Turns the second factor on or off for oneself (never while impersonating).',
    body: TwoFactorSettingSchema,
    response: TwoFactorSettingSchema,
  }),
  externalProviders: defineEndpoint({
    method: 'GET',
    path: '/api/account/external-providers',
    tag,
    summary: 'The external identity providers the login modal offers.',
    response: v.array(ExternalProviderSchema),
  }),
  externalLoginChallenge: defineEndpoint({
    method: 'GET',
    path: '/api/account/external-login-challenge',
    tag,
    summary: "Sends the browser to the provider's sign-in page (a navigation, not a fetch).",
    query: ExternalChallengeQuerySchema,
    kind: 'redirect',
  }),
  externalLoginCallback: defineEndpoint({
    method: 'GET',
    path: '/api/account/external-login-callback',
    tag,
    summary: "The provider's redirect back: signs in and sends the browser on.",
    kind: 'redirect',
  }),
};

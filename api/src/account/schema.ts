import * as v from 'valibot';

/** Texts shared with the front end's validation (spec point 5). */
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';

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

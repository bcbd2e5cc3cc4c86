import { SIGNED_IN_COOKIE } from '@portal/shared/core';

/**
 * Whether the page starts signed in, as far as the API's readable hint says (SIGNED_IN_COOKIE,
 * set and removed with the session cookie): a page that starts with it fetches what a signed-in
 * page shows while the user state is still on its way. Only a hint: the user state decides.
 */
export function signedInHint(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** Drops a hint the user state proved wrong (a session that ended on the server). */
export function forgetSignedInHint() {
  if (signedInHint()) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

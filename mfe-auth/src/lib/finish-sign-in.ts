import { authModalStore, authStore, pageLocation } from '@portal/shared';

/**
 * After a successful login or registration (spec point 4): reload the user, close the modal,
 * then go to the server's redirectUrl, else reload the page. The modal's return URL went to the
 * server with the request, and the server's verdict on it is final: a return URL it refused
 * (another origin, say) is never followed. The spec asks for the user to be reloaded before the
 * page moves on, although the full navigation that follows loads it again.
 */
export async function finishSignIn(redirectUrl: string | null | undefined) {
  await authStore.getState().refresh();
  authModalStore.getState().close();
  if (redirectUrl) pageLocation.assign(redirectUrl);
  else pageLocation.reload();
}

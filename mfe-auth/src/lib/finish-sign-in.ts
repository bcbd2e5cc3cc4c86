import { authModalStore, authStore, pageLocation } from '@portal/shared';

/**
 * After a successful login or registration (spec point 4): reload the user, close the modal,
 * then go to the server's redirectUrl, else the modal's return URL, else reload the page. The
 * spec asks for the user to be reloaded before the page moves on, although the full navigation
 * that follows loads it again.
 */
export async function finishSignIn(redirectUrl: string | null | undefined) {
  const { returnUrl, close } = authModalStore.getState();
  await authStore.getState().refresh();
  close();
  const target = redirectUrl || returnUrl;
  if (target) pageLocation.assign(target);
  else pageLocation.reload();
}

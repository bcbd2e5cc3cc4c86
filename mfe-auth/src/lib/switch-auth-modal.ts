import { AUTH_MODAL_SWITCH_DELAY_MS, authModalStore } from '@portal/shared';

/**
 * Closes the open auth modal and, after the spec's short delay (so the first has left the
 * screen), opens the other one with the same return URL.
 */
export function switchAuthModal(to: 'login' | 'register') {
  const { returnUrl, close } = authModalStore.getState();
  close();
  setTimeout(() => {
    const store = authModalStore.getState();
    if (to === 'login') store.openLogin(returnUrl);
    else store.openRegister(returnUrl);
  }, AUTH_MODAL_SWITCH_DELAY_MS);
}

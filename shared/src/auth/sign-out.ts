import { authStore, callApi, logoutEndpoint } from '@portal/shared/core';
import { showErrorToast } from '../toast/toast';

/** Text of the toast shown when signing out fails (spec point 8). */
export const LOGOUT_FAILED = 'Logout failed';

/**
 * Signs the user out: POST account/logout, then the auth store becomes unauthenticated.
 * Resolves to true on success; on failure shows the 'Logout failed' toast and resolves to false.
 */
export async function signOut(): Promise<boolean> {
  try {
    await callApi(logoutEndpoint);
    authStore.getState().clear();
    return true;
  } catch (error) {
    console.error('Logout failed', error);
    showErrorToast(LOGOUT_FAILED);
    return false;
  }
}

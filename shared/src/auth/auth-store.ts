import { userStateEndpoint, type UserState } from '@portal/contract';
import { createStore, useStore } from 'zustand';
import { callApi } from '../api/api-client';
import { isApiError } from '../api/api-error';

/** unknown until the first check finishes, then authenticated or unauthenticated. */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

/** The auth store's state and actions (spec point 4, Authentication and User state). */
export interface AuthState {
  status: AuthStatus;
  /** The server's user state; null until loaded and after sign-out. */
  userState: UserState | null;
  /** True once the first load has finished, whether it succeeded or failed. */
  initialized: boolean;
  /** Loads the user state once; later calls reuse the first load. */
  load: () => Promise<void>;
  /** Loads the user state again (after login, register, 2FA, impersonation). */
  refresh: () => Promise<void>;
  /** Marks the user signed out and clears the user. */
  clear: () => void;
}

let pending: Promise<void> | null = null;

/** The one auth store of the portal (a singleton shared by the host and every remote). */
export const authStore = createStore<AuthState>()((set, get) => {
  async function fetchState() {
    try {
      const userState = await callApi(userStateEndpoint);
      const signedIn = userState.isAuthenticated && userState.user !== null;
      set({
        status: signedIn ? 'authenticated' : 'unauthenticated',
        userState: signedIn ? userState : null,
        initialized: true,
      });
    } catch (error) {
      // A 401 is the normal answer for a visitor and is not worth a log line.
      if (!isApiError(error, 401)) console.error('Failed to load the user state', error);
      set({ status: 'unauthenticated', userState: null, initialized: true });
    }
  }
  return {
    status: 'unknown',
    userState: null,
    initialized: false,
    load: () => {
      if (get().initialized) return Promise.resolve();
      pending ??= fetchState().finally(() => {
        pending = null;
      });
      return pending;
    },
    refresh: () => fetchState(),
    clear: () => set({ status: 'unauthenticated', userState: null, initialized: true }),
  };
});

/** Reads the auth store from React (re-renders on the selected slice). */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

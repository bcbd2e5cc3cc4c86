import { createStore, useStore } from 'zustand';

/** Which auth modal is open. */
export type AuthModal = 'login' | 'register' | null;

/** The auth-modal store: the route guard and the header open modals the auth remote renders. */
export interface AuthModalState {
  modal: AuthModal;
  /** Where to go after signing in (a local path), or null. */
  returnUrl: string | null;
  openLogin: (returnUrl?: string | null) => void;
  openRegister: (returnUrl?: string | null) => void;
  close: () => void;
}

/** Delay between closing one auth modal and opening the other, and for ?showLogin=true (ms). */
export const AUTH_MODAL_SWITCH_DELAY_MS = 100;

/** The one auth-modal store of the portal. */
export const authModalStore = createStore<AuthModalState>()((set) => ({
  modal: null,
  returnUrl: null,
  openLogin: (returnUrl = null) => set({ modal: 'login', returnUrl }),
  openRegister: (returnUrl = null) => set({ modal: 'register', returnUrl }),
  close: () => set({ modal: null }),
}));

/** Reads the auth-modal store from React. */
export function useAuthModal<T>(selector: (state: AuthModalState) => T): T {
  return useStore(authModalStore, selector);
}

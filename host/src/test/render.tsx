import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  authStore,
  createPortalQueryClient,
  PortalProviders,
  type UserState,
} from '@portal/shared';

/** Renders UI inside the portal's providers and a memory router at the given URL. */
export function renderWithPortal(ui: ReactElement, url = '/') {
  return render(
    <PortalProviders queryClient={createPortalQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </PortalProviders>,
  );
}

/** A signed-in user state; override any part of it. */
export function userState(overrides: Partial<UserState> = {}): UserState {
  return {
    isAuthenticated: true,
    user: {
      id: 'u1',
      userName: 'Casey Client',
      email: 'client@example.com',
      isAdmin: false,
      isShowcaseUser: false,
    },
    originalUserPermissions: { hasSecurityOverrides: false, isAdmin: false, canImpersonate: false },
    impersonationState: {
      isImpersonating: false,
      hasSecurityOverrides: false,
      overrideDescription: '',
    },
    currentClient: { id: 3, name: 'Harbour & Co Architects' },
    userClaims: [],
    ...overrides,
  };
}

/** Puts the shared auth store into a signed-in state. */
export function signIn(state: UserState = userState()) {
  authStore.setState({ status: 'authenticated', userState: state, initialized: true });
}

/** Puts the shared auth store into the visitor state. */
export function signOutLocally() {
  authStore.setState({ status: 'unauthenticated', userState: null, initialized: true });
}

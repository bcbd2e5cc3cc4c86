import { cleanNotifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  authModalStore,
  authStore,
  createPortalQueryClient,
  PortalProviders,
  type UserState,
} from '@portal/shared';

/** Shows the router's current path, so tests can see where a link went. */
function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** Renders UI inside the portal's providers and a memory router at the given URL. */
export function renderWithPortal(ui: ReactElement, url = '/') {
  return render(
    <PortalProviders queryClient={createPortalQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <CurrentPath />
      </MemoryRouter>
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

/** Puts the shared stores back to a visitor with no modal open. */
export function resetStores() {
  authStore.setState({ status: 'unauthenticated', userState: null, initialized: true });
  authModalStore.setState({ modal: null, returnUrl: null });
  cleanNotifications();
}

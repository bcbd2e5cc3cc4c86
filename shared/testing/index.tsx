// Test helpers for every front-end package (never imported by application code).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  authModalStore,
  authStore,
  createPortalQueryClient,
  pageLocation,
  PortalProviders,
  type UserState,
} from '../src';

/** Renders a page at a URL inside the portal's providers, matching the given route pattern. */
export function renderAt(path: string, url: string, page: ReactElement) {
  return render(
    <PortalProviders queryClient={createPortalQueryClient()} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

/**
 * Holds full page navigations in every test of the file (jsdom cannot navigate): the spies of
 * `pageLocation.assign` and `.reload`, fresh for each test, so a test can see where it went.
 */
export function holdPageNavigations() {
  const spies = {} as { assign: jest.SpyInstance; reload: jest.SpyInstance };
  beforeEach(() => {
    spies.assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    spies.reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return spies;
}

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

/** A signed-in user state (an ordinary client user); override any part of it. */
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

/** Puts the shared stores back to a visitor with no modal open. */
export function resetStores() {
  signOutLocally();
  authModalStore.setState({ modal: null, returnUrl: null });
}

export { bodiesSentTo, deferred, json, stubFetch } from './fetch-stub';

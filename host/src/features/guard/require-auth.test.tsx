import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authModalStore, authStore } from '@portal/shared';
import { renderWithPortal, signIn, signOutLocally } from '@portal/shared/testing';
import { RequireAuth } from './require-auth';

afterEach(() => authModalStore.setState({ modal: null, returnUrl: null }));

it('opens the login modal with the intended URL as the return URL and hides the page', () => {
  signOutLocally();
  renderWithPortal(
    <RequireAuth>
      <p>Secret projects</p>
    </RequireAuth>,
    '/projects/7?tab=posts',
  );
  expect(authModalStore.getState()).toMatchObject({
    modal: 'login',
    returnUrl: '/projects/7?tab=posts',
  });
  expect(screen.queryByText('Secret projects')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
});

it('waits for the first auth check before deciding', () => {
  authStore.setState({ status: 'unknown', userState: null, initialized: false });
  renderWithPortal(
    <RequireAuth>
      <p>Secret projects</p>
    </RequireAuth>,
    '/projects',
  );
  expect(authModalStore.getState().modal).toBeNull();
  expect(screen.queryByText('Secret projects')).not.toBeInTheDocument();
});

it('renders the page for a signed-in user', () => {
  signIn();
  renderWithPortal(
    <RequireAuth>
      <p>Secret projects</p>
    </RequireAuth>,
    '/projects',
  );
  expect(screen.getByText('Secret projects')).toBeInTheDocument();
  expect(authModalStore.getState().modal).toBeNull();
});

it('sends a user who signs out on a protected page home instead of asking them to sign in', () => {
  signIn();
  renderWithPortal(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path="/manage"
        element={
          <RequireAuth>
            <p>Profile</p>
          </RequireAuth>
        }
      />
    </Routes>,
    '/manage',
  );
  expect(screen.getByText('Profile')).toBeInTheDocument();
  act(() => signOutLocally());
  expect(screen.getByText('Home page')).toBeInTheDocument();
  expect(authModalStore.getState().modal).toBeNull();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authModalStore, authStore } from '@portal/shared';
import ManageRoutes from '../../../exposed/manage-routes';
import { json, renderWithPortal, resetStores, stubFetch, userState } from '@portal/shared/testing';

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

// Mounted the way the host mounts it.
const manage = (
  <Routes>
    <Route path="/manage/*" element={<ManageRoutes />} />
    <Route path="/" element={<p>Home</p>} />
  </Routes>
);
function signIn(isAdmin: boolean) {
  const state = userState();
  authStore.setState({
    status: 'authenticated',
    initialized: true,
    userState: { ...state, user: { ...state.user!, isAdmin } },
  });
}

it('shows the user, the e-mail, the current client and an ADMIN badge for admins', () => {
  signIn(true);
  renderWithPortal(manage, '/manage/unknown');
  const profile = screen.getByRole('region', { name: 'Profile' });
  expect(within(profile).getByRole('heading', { name: 'Casey Client' })).toBeInTheDocument();
  expect(profile).toHaveTextContent('client@example.com');
  expect(profile).toHaveTextContent('Harbour & Co Architects');
  expect(within(profile).getByText('ADMIN')).toBeInTheDocument();
});

it('has no ADMIN badge for other users', () => {
  signIn(false);
  renderWithPortal(manage, '/manage/unknown');
  expect(screen.queryByText('ADMIN')).not.toBeInTheDocument();
});

it('Log off signs out and goes home', async () => {
  signIn(false);
  stubFetch({ 'POST /api/account/logout': () => json(200, { success: true }) });
  renderWithPortal(manage, '/manage');
  // What the host's guard does when the store clears while /manage is showing.
  authModalStore.setState({ modal: 'login', returnUrl: '/manage' });
  await userEvent.click(screen.getByRole('button', { name: 'Log off' }));
  await waitFor(() => expect(authStore.getState().status).toBe('unauthenticated'));
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  await waitFor(() => expect(authModalStore.getState().modal).toBeNull());
});

it('Log off that fails shows Logout failed and keeps the user signed in', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn(false);
  stubFetch({ 'POST /api/account/logout': () => json(500, { message: 'down' }) });
  renderWithPortal(manage, '/manage');
  await userEvent.click(screen.getByRole('button', { name: 'Log off' }));
  expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  expect(authStore.getState().status).toBe('authenticated');
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/manage');
});

it('is one page under one heading, each section a heading of the next level', async () => {
  signIn(false);
  renderWithPortal(manage, '/manage');
  expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  for (const name of ['Casey Client', 'Change password']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(await screen.findByRole('heading', { level: 2, name: 'E-mail' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});

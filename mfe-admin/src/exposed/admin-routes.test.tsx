import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type UserState } from '@portal/shared';
import { renderAt, stubApi } from '@portal/shared/testing';
import AdminRoutes from './admin-routes';

const admin = (isAdmin: boolean): UserState => ({
  isAuthenticated: true,
  user: { id: '1', userName: 'Ada', email: 'admin@example.com', isAdmin, isShowcaseUser: false },
  originalUserPermissions: { hasSecurityOverrides: false, isAdmin, canImpersonate: isAdmin },
  impersonationState: {
    isImpersonating: false,
    hasSecurityOverrides: false,
    overrideDescription: '',
  },
  currentClient: null,
  userClaims: [],
});
const users = (items: unknown[]) => ({
  body: { page: 1, pageSize: 20, total: items.length, items },
});
const casey = {
  id: 3,
  email: 'client@example.com',
  userName: 'Casey Client',
  clientId: 2,
  clientName: 'Harbour',
  isAdmin: false,
  isShowcaseUser: false,
  roles: ['Contributor'],
  disabled: false,
};

it('lists users for an admin and searches them', async () => {
  authStore.setState({ status: 'authenticated', userState: admin(true), initialized: true });
  const fetchMock = stubApi({
    '/api/admin/users?page=1&pageSize=20': users([casey]),
    '/api/admin/users?page=1&pageSize=20&search=zed': users([]),
  });
  renderAt('/admin/*', '/admin', <AdminRoutes />);
  expect(await screen.findByRole('cell', { name: 'client@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Contributor' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'zed');
  expect(await screen.findByText('No user matches that search.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/admin/users?page=1&pageSize=20&search=zed',
    expect.anything(),
  );
});

it('shows Retry when the list fails to load', async () => {
  authStore.setState({ status: 'authenticated', userState: admin(true), initialized: true });
  stubApi({ '/api/admin/users?page=1&pageSize=20': { status: 500, body: { message: 'down' } } });
  renderAt('/admin/*', '/admin', <AdminRoutes />);
  expect(
    await screen.findByText('Users could not be loaded.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('tells a non-admin the area is for administrators', () => {
  authStore.setState({ status: 'authenticated', userState: admin(false), initialized: true });
  stubApi({});
  renderAt('/admin/*', '/admin', <AdminRoutes />);
  expect(screen.getByText('Access denied')).toBeInTheDocument();
});

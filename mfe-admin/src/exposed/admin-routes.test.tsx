import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminClients, adminState, casey, ok, pageOf, permissionTable } from '../test/fixtures';
import AdminRoutes from './admin-routes';

const routes = {
  'GET /api/admin/users?page=1&pageSize=20': pageOf([casey]),
  'GET /api/admin/clients': ok(adminClients),
  'GET /api/admin/permissions': ok(permissionTable),
  'GET /api/admin/impersonation-audit?page=1&pageSize=20': pageOf([]),
  'GET /api/admin/enquiries?page=1&pageSize=20&status=open': pageOf([]),
};

it('opens on Users and links every admin section', async () => {
  signIn(adminState());
  stubFetch(routes);
  renderAt('/admin/*', '/admin', <AdminRoutes />);
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
  expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Roles and permissions' }));
  expect(await screen.findByRole('heading', { name: 'Roles and permissions' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Impersonation audit log' }));
  expect(
    await screen.findByRole('heading', { name: 'Impersonation audit log' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Impersonation audit log' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await userEvent.click(screen.getByRole('link', { name: 'Notifications' }));
  expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send notification' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Enquiries' }));
  expect(await screen.findByRole('heading', { name: 'Enquiries' })).toBeInTheDocument();
  expect(await screen.findByText('No open enquiries.')).toBeInTheDocument();
});

it('says when an admin page does not exist', () => {
  signIn(adminState());
  stubFetch(routes);
  renderAt('/admin/*', '/admin/nothing-here', <AdminRoutes />);
  expect(screen.getByText(/There is no such admin page/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Users' })).toHaveAttribute('href', '/admin/users');
});

it('tells a non-admin the area is for administrators, without calling the API', () => {
  signIn(adminState(false));
  const fetchMock = stubFetch({});
  renderAt('/admin/*', '/admin/users', <AdminRoutes />);
  expect(screen.getByText('Access denied')).toBeInTheDocument();
  expect(screen.getByText(/Only administrators can open the admin area/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

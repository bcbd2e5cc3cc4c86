import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signIn, stubFetch } from '@portal/shared/testing';
import {
  adminClients,
  adminState,
  casey,
  caseyDetail,
  fails,
  fieldErrors,
  lastBody,
  ok,
  pageOf,
  permissionTable,
} from '../../../test/fixtures';
import { UsersPage } from './users-page';

const LIST = '/api/admin/users?page=1&pageSize=20';
const lists = {
  [`GET ${LIST}`]: pageOf([casey]),
  'GET /api/admin/clients': ok(adminClients),
  'GET /api/admin/permissions': ok(permissionTable),
  'GET /api/admin/users/3': ok(caseyDetail),
};

beforeEach(() => signIn(adminState()));

const openEdit = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit client@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit client@example.com' });
  await within(dialog).findByRole('checkbox', { name: 'ProjectAdmin' });
  return dialog;
};

it('lists users and searches them', async () => {
  const fetchMock = stubFetch({ ...lists, [`GET ${LIST}&search=zed`]: pageOf([]) });
  renderAt('*', '/', <UsersPage />);
  expect(await screen.findByRole('cell', { name: 'client@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Contributor' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'zed');
  expect(await screen.findByText('No user matches that search.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(`${LIST}&search=zed`, expect.anything());
});

it('asks for the next page', async () => {
  const fetchMock = stubFetch({
    ...lists,
    [`GET ${LIST}`]: pageOf([casey], 45),
    'GET /api/admin/users?page=3&pageSize=20': pageOf([], 45),
  });
  renderAt('*', '/', <UsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: '3' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/users?page=3&pageSize=20',
      expect.anything(),
    ),
  );
});

it('shows Retry when the list fails to load', async () => {
  stubFetch({ [`GET ${LIST}`]: fails(500) });
  renderAt('*', '/', <UsersPage />);
  expect(
    await screen.findByText('Users could not be loaded.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('saves only what the admin changed: roles, flags and client', async () => {
  const fetchMock = stubFetch({ ...lists, 'PUT /api/admin/users/3': ok(caseyDetail) });
  renderAt('*', '/', <UsersPage />);
  const dialog = await openEdit();
  expect(within(dialog).getByRole('checkbox', { name: 'Contributor' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ProjectAdmin' }));
  await userEvent.click(within(dialog).getByRole('switch', { name: /Can impersonate/ }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Kookaburra Interactive' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved the changes to client@example.com.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'PUT', '/api/admin/users/3')).toEqual({
    roles: ['Contributor', 'ProjectAdmin'],
    canImpersonate: true,
    clientId: 4,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows the server field map on the fields, and general messages above them', async () => {
  stubFetch({
    ...lists,
    'PUT /api/admin/users/3': fieldErrors({
      Disabled: ['You cannot disable yourself.'],
      '': ['Nothing to change.'],
    }),
  });
  renderAt('*', '/', <UsersPage />);
  const dialog = await openEdit();
  await userEvent.click(within(dialog).getByRole('switch', { name: /Disabled/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('You cannot disable yourself.')).toBeInTheDocument();
  expect(within(dialog).getByText('Nothing to change.')).toBeInTheDocument();
});

it('invites by e-mail with a client and roles, and says who was invited', async () => {
  const fetchMock = stubFetch({
    ...lists,
    'POST /api/admin/users/invite': ok({
      success: true,
      userId: '9',
      message: 'new@example.com is invited.',
    }),
  });
  renderAt('*', '/', <UsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.com');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Harbour & Co Architects' }));
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'GlobalPublisher' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('new@example.com is invited.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/admin/users/invite')).toEqual({
    email: 'new@example.com',
    clientId: 2,
    roles: ['Contributor', 'GlobalPublisher'],
  });
});

it('shows a refused invitation on the e-mail field', async () => {
  stubFetch({
    ...lists,
    'POST /api/admin/users/invite': fieldErrors({ Email: ['That address is already a user.'] }),
  });
  renderAt('*', '/', <UsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('That address is already a user.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

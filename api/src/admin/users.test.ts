import type { TestBrowser } from '../test/test-app.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

async function idOf(admin: TestBrowser, email: string): Promise<number> {
  const page = (await admin.request('GET', `/api/admin/users?search=${email}`)).json();
  return page.items[0].id;
}

it('shows one user with the permissions their roles give', async () => {
  const admin = await signedIn('admin@example.com');
  const olivia = await idOf(admin, 'olivia@harbourco.example.com');
  const detail = (await admin.request('GET', `/api/admin/users/${olivia}`)).json();
  expect(detail).toEqual({
    id: olivia,
    email: 'olivia@harbourco.example.com',
    userName: 'Olivia Harbour',
    clientId: expect.any(Number),
    clientName: 'Harbour & Co Architects',
    isAdmin: false,
    isShowcaseUser: false,
    canImpersonate: false,
    hasSecurityOverrides: false,
    disabled: false,
    roles: ['ProjectAdmin'],
    permissions: [
      'Engage.Project.Comment',
      'Engage.Project.Manage',
      'Engage.Project.View',
      'Engage.User.Invite',
      'Engage.Post.View',
      'Engage.Post.Manage',
    ],
  });
  expect((await admin.request('GET', '/api/admin/users/99999')).statusCode).toBe(404);
  expect((await admin.request('GET', '/api/admin/users/abc')).statusCode).toBe(400);
});

it('changes client, roles and flags, and the user holds the new rights at once', async () => {
  const admin = await signedIn('admin@example.com');
  const ava = await idOf(admin, 'ava@freelance.example.com');
  const clients = (await admin.request('GET', '/api/clients/lookup')).json();
  const southern = clients.find((c: { name: string }) => c.name === 'Southern Cross Developments');
  const freelancer = await signedIn('ava@freelance.example.com');

  const put = await admin.request('PUT', `/api/admin/users/${ava}`, {
    clientId: southern.id,
    roles: ['GlobalPublisher', 'Contributor'],
    isShowcaseUser: false,
    canImpersonate: true,
  });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({
    clientName: 'Southern Cross Developments',
    roles: ['Contributor', 'GlobalPublisher'],
    canImpersonate: true,
  });
  const state = (await freelancer.request('GET', '/api/account/user-state')).json();
  expect(state.userClaims).toContain('Engage.Project.Publish');
  expect(state.originalUserPermissions.canImpersonate).toBe(true);
  expect(state.currentClient.name).toBe('Southern Cross Developments');

  const list = (await admin.request('GET', '/api/admin/users?search=ava@')).json();
  expect(list.items[0]).toMatchObject({ canImpersonate: true, clientId: southern.id });
  await admin.request('PUT', `/api/admin/users/${ava}`, { roles: [] });
  expect((await admin.request('GET', `/api/admin/users/${ava}`)).json().permissions).toEqual([]);
});

it('never lets an admin remove their own admin flag or disable themselves', async () => {
  const admin = await signedIn('admin@example.com');
  const self = await idOf(admin, 'admin@example.com');
  const demote = await admin.request('PUT', `/api/admin/users/${self}`, { isAdmin: false });
  expect(demote.statusCode).toBe(400);
  expect(demote.json().errors).toEqual({ IsAdmin: ['You cannot remove your own admin rights.'] });
  const disable = await admin.request('PUT', `/api/admin/users/${self}`, { disabled: true });
  expect(disable.json().errors).toEqual({ Disabled: ['You cannot disable yourself.'] });
  expect((await admin.request('GET', `/api/admin/users/${self}`)).json()).toMatchObject({
    isAdmin: true,
    disabled: false,
  });
});

it('answers bad changes with a 400 and the field map, never a 500', async () => {
  const admin = await signedIn('admin@example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  const url = `/api/admin/users/${mia}`;
  const cases: [unknown, Record<string, string[]>][] = [
    [{ roles: ['Owner'] }, { Roles: [expect.stringContaining('Each role must be one of')] }],
    [{ roles: 'Contributor' }, { Roles: ['Roles must be a list of role names.'] }],
    [{ roles: ['Contributor', 'Contributor'] }, { Roles: ['Each role may appear once.'] }],
    [{ isAdmin: 'yes' }, { IsAdmin: ['Must be true or false.'] }],
    [{ disabled: 1 }, { Disabled: ['Must be true or false.'] }],
    [{ clientId: '2' }, { ClientId: ['ClientId must be a whole number or null.'] }],
    [{ clientId: 99999 }, { ClientId: ['That client does not exist.'] }],
    [{ email: 'new@example.com' }, { Email: ['Unknown field.'] }],
    [{}, { '': ['Nothing to change.'] }],
    [[], { '': ['The request body must be a JSON object.'] }],
  ];
  for (const [body, errors] of cases) {
    const response = await admin.request('PUT', url, body);
    expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({
      body,
      status: 400,
      errors,
    });
  }
  expect((await admin.request('PUT', url, '{broken')).statusCode).toBe(400);
  expect((await admin.request('PUT', '/api/admin/users/99999', { isAdmin: true })).statusCode).toBe(
    404,
  );
  expect((await admin.request('GET', url)).json()).toMatchObject({
    roles: ['Contributor'],
    isAdmin: false,
  });
});

it('refuses to grant or remove showcase status while impersonating', async () => {
  const admin = await signedIn('admin@example.com');
  const client = await idOf(admin, 'client@example.com');
  const liam = await idOf(admin, 'liam@southerncross.example.com');
  const showcase = await idOf(admin, 'showcase@example.com');
  expect(
    (await admin.request('POST', '/api/account/impersonate/start', { userId: client })).statusCode,
  ).toBe(200);
  for (const [id, isShowcaseUser] of [
    [liam, true],
    [showcase, false],
  ] as const) {
    const refused = await admin.request('PUT', `/api/admin/users/${id}`, { isShowcaseUser });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Not while impersonating.');
  }
  await admin.request('POST', '/api/account/impersonate/stop');
  expect((await admin.request('GET', `/api/admin/users/${liam}`)).json().isShowcaseUser).toBe(
    false,
  );
  expect((await admin.request('GET', `/api/admin/users/${showcase}`)).json().isShowcaseUser).toBe(
    true,
  );
});

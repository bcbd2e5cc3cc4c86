import { ROLE_PERMISSIONS } from '../auth/permissions.js';
import type { TestBrowser } from '../test/test-app.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn, visitor } = api;

type Call = ['GET' | 'POST' | 'PUT', string, unknown?];

// Every admin endpoint, with a body that would succeed for an admin.
const ADMIN_CALLS: Call[] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/3'],
  ['PUT', '/api/admin/users/3', { canImpersonate: false }],
  ['GET', '/api/admin/clients'],
  ['POST', '/api/admin/clients', { name: 'Refused Pty Ltd' }],
  ['PUT', '/api/admin/clients/2', { name: 'Harbour & Co Architects' }],
  ['PUT', '/api/admin/clients/2/logo', { not: 'multipart' }],
  ['GET', '/api/admin/permissions'],
  ['GET', '/api/admin/impersonation-audit'],
  ['GET', '/api/admin/enquiries'],
  ['PUT', '/api/admin/enquiries/1/handled', { handled: true }],
];

const callAll = (browser: TestBrowser) =>
  Promise.all(ADMIN_CALLS.map(([method, url, body]) => browser.request(method, url, body)));

it('answers 401 to a visitor on every admin endpoint', async () => {
  const anonymous = visitor();
  await anonymous.request('GET', '/api/account/user-state');
  for (const response of await callAll(anonymous)) expect(response.statusCode).toBe(401);
});

it('answers 403 to every signed-in non-admin, whatever else they may do', async () => {
  const admin = await signedIn('admin@example.com');
  const noah = (await admin.request('GET', '/api/admin/users?search=noah')).json().items[0].id;
  await admin.request('PUT', `/api/admin/users/${noah}`, {
    canImpersonate: true,
    roles: ['GlobalProjectAdmin'],
  });
  for (const email of ['client@example.com', 'showcase@example.com', 'noah@lumen.example.com']) {
    const user = await signedIn(email);
    const responses = await callAll(user);
    expect(responses.map((r) => r.statusCode)).toEqual(ADMIN_CALLS.map(() => 403));
  }
  const names = (await admin.request('GET', '/api/admin/clients')).json();
  expect(names.map((c: { name: string }) => c.name)).not.toContain('Refused Pty Ltd');
});

it('follows the original user: an admin acting as a client user keeps the admin area', async () => {
  const admin = await signedIn('admin@example.com');
  const client = (await admin.request('GET', '/api/admin/users?search=client@')).json().items[0];
  await admin.request('POST', '/api/account/impersonate/start', { userId: client.id });
  const state = (await admin.request('GET', '/api/account/user-state')).json();
  expect(state.user.isAdmin).toBe(false);
  expect(state.originalUserPermissions.isAdmin).toBe(true);
  expect((await admin.request('GET', '/api/admin/users')).statusCode).toBe(200);
  expect((await admin.request('GET', '/api/admin/permissions')).statusCode).toBe(200);
  await admin.request('POST', '/api/account/impersonate/stop');
});

it('serves the role → permission matrix from the one table', async () => {
  const admin = await signedIn('admin@example.com');
  const matrix = (await admin.request('GET', '/api/admin/permissions')).json();
  expect(matrix.roles.map((r: { name: string }) => r.name)).toEqual([
    'Contributor',
    'ProjectAdmin',
    'GlobalPublisher',
    'GlobalProjectAdmin',
  ]);
  for (const role of matrix.roles) {
    expect(role.permissions).toEqual(ROLE_PERMISSIONS[role.name as keyof typeof ROLE_PERMISSIONS]);
  }
  expect(matrix.permissions).toHaveLength(10);
  expect(matrix.adminPermissions).toContain('Engage.Admin.Access');
  expect(matrix.roles.flatMap((r: { permissions: string[] }) => r.permissions)).not.toContain(
    'Engage.Admin.Access',
  );
});

import type { TestBrowser } from '../test/test-app.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

const START = '/api/account/impersonate/start';

async function idOf(admin: TestBrowser, email: string): Promise<number> {
  const page = (await admin.request('GET', `/api/admin/users?search=${email}`)).json();
  return page.items[0].id;
}

const state = async (browser: TestBrowser) =>
  (await browser.request('GET', '/api/account/user-state')).json();

const latestAudit = async (admin: TestBrowser) =>
  (await admin.request('GET', '/api/admin/impersonation-audit?pageSize=1')).json().items[0];

it('ends an impersonation on the next request once the right is revoked', async () => {
  const admin = await signedIn('admin@example.com');
  const noah = await idOf(admin, 'noah@lumen.example.com');
  const liam = await idOf(admin, 'liam@southerncross.example.com');
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });
  const support = await signedIn('noah@lumen.example.com');
  expect((await support.request('POST', START, { userId: liam })).statusCode).toBe(200);
  expect((await state(support)).user.email).toBe('liam@southerncross.example.com');

  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: false });
  expect(await state(support)).toMatchObject({
    user: { email: 'noah@lumen.example.com' },
    originalUserPermissions: { canImpersonate: false },
    impersonationState: { isImpersonating: false },
    currentClient: { name: 'Lumen Visualisation Studio' },
  });
  expect((await support.request('GET', '/api/account/impersonation-details')).statusCode).toBe(403);
  expect((await support.request('POST', START, { userId: liam })).statusCode).toBe(403);
  expect(await latestAudit(admin)).toMatchObject({
    action: 'stop',
    actorEmail: 'noah@lumen.example.com',
    targetEmail: 'liam@southerncross.example.com',
    note: 'Ended because admin@example.com changed the rights.',
  });
});

it('ends impersonations of a user who is disabled, and every session of theirs', async () => {
  const admin = await signedIn('admin@example.com');
  const olivia = await idOf(admin, 'olivia@harbourco.example.com');
  const herself = await signedIn('olivia@harbourco.example.com');
  await admin.request('POST', START, { userId: olivia });
  expect((await state(admin)).user.email).toBe('olivia@harbourco.example.com');

  // The change comes from the admin's other (not impersonating) session.
  const desk = await signedIn('admin@example.com');
  const put = await desk.request('PUT', `/api/admin/users/${olivia}`, { disabled: true });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({ disabled: true });
  expect((await state(herself)).isAuthenticated).toBe(false);
  expect((await herself.request('GET', '/api/projects')).statusCode).toBe(401);
  expect(await state(admin)).toMatchObject({
    user: { email: 'admin@example.com' },
    impersonationState: { isImpersonating: false },
  });
  await desk.request('PUT', `/api/admin/users/${olivia}`, { disabled: false });
});

it('ends a non-admin impersonation of a user who is made admin', async () => {
  const admin = await signedIn('admin@example.com');
  const noah = await idOf(admin, 'noah@lumen.example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });
  const support = await signedIn('noah@lumen.example.com');
  await support.request('POST', START, { userId: mia });
  await admin.request('PUT', `/api/admin/users/${mia}`, { isAdmin: true });
  expect((await state(support)).user.email).toBe('noah@lumen.example.com');
  await admin.request('PUT', `/api/admin/users/${mia}`, { isAdmin: false });
});

it('refuses sensitive actions while impersonating', async () => {
  const admin = await signedIn('admin@example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  const liam = await idOf(admin, 'liam@southerncross.example.com');
  await admin.request('POST', START, { userId: mia });
  const refused = [
    await admin.request('POST', '/api/account/change-password', {
      currentPassword: 'Passw0rd!',
      newPassword: 'another-1',
      confirmPassword: 'another-1',
    }),
    await admin.request('PUT', '/api/account/two-factor', { enabled: true }),
    await admin.request('PUT', `/api/admin/users/${liam}`, { roles: ['ProjectAdmin'] }),
    await admin.request('PUT', `/api/admin/users/${liam}`, { isAdmin: true }),
    await admin.request('PUT', `/api/admin/users/${liam}`, { canImpersonate: true }),
    await admin.request('PUT', `/api/admin/users/${liam}`, { disabled: true }),
  ];
  for (const response of refused) {
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Not while impersonating.');
  }
  // Assigning a client is not a right; unchanged rights sent along are not a change.
  const client = await admin.request('PUT', `/api/admin/users/${liam}`, {
    clientId: null,
    roles: ['Contributor'],
    isAdmin: false,
  });
  expect(client.statusCode).toBe(200);
  expect(client.json()).toMatchObject({ clientId: null, roles: ['Contributor'], isAdmin: false });
});

it('logs a replaced impersonation as a stop then a start', async () => {
  const admin = await signedIn('admin@example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  const liam = await idOf(admin, 'liam@southerncross.example.com');
  await admin.request('POST', START, { userId: mia });
  await admin.request('POST', START, { userId: liam });
  const log = (await admin.request('GET', '/api/admin/impersonation-audit?pageSize=2')).json();
  expect(log.items).toEqual([
    expect.objectContaining({ action: 'start', targetEmail: 'liam@southerncross.example.com' }),
    expect.objectContaining({
      action: 'stop',
      targetEmail: 'mia@kookaburra.example.com',
      note: 'Replaced by a new impersonation.',
    }),
  ]);
});

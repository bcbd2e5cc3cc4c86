import { privateClientsOf, withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();
const { signedIn, visitor } = api;

const START = '/api/account/impersonate/start';
const STOP = '/api/account/impersonate/stop';
const DETAILS = '/api/account/impersonation-details';

async function idOf(admin: TestBrowser, email: string): Promise<number> {
  const page = (await admin.request('GET', `/api/admin/users?search=${email}`)).json();
  return page.items[0].id;
}

async function clientIdOf(browser: TestBrowser, name: string): Promise<number> {
  const clients = (await browser.request('GET', '/api/clients/lookup')).json();
  return clients.find((c: { name: string }) => c.name === name).id;
}

const state = async (browser: TestBrowser) =>
  (await browser.request('GET', '/api/account/user-state')).json();

it('refuses every impersonation call to a visitor (401) and to an ordinary user (403)', async () => {
  const anonymous = visitor();
  await anonymous.request('GET', '/api/account/user-state');
  expect((await anonymous.request('POST', START, { userId: '3' })).statusCode).toBe(401);
  expect((await anonymous.request('POST', STOP)).statusCode).toBe(401);
  expect((await anonymous.request('GET', DETAILS)).statusCode).toBe(401);
  for (const email of ['client@example.com', 'showcase@example.com']) {
    const user = await signedIn(email);
    const start = await user.request('POST', START, { userId: '1' });
    expect(start.statusCode).toBe(403);
    expect((await user.request('POST', STOP)).statusCode).toBe(403);
    expect((await user.request('GET', DETAILS)).statusCode).toBe(403);
    expect((await state(user)).user.email).toBe(email);
  }
});

it('lets an admin act as a client user, who is what every call then sees', async () => {
  const admin = await signedIn('admin@example.com');
  const clientId = await idOf(admin, 'client@example.com');
  const start = await admin.request('POST', START, { userId: String(clientId) });
  expect(start.json()).toEqual({ success: true, message: 'Impersonation started successfully' });

  expect(await state(admin)).toMatchObject({
    user: { email: 'client@example.com', isAdmin: false },
    originalUserPermissions: { isAdmin: true, canImpersonate: true, hasSecurityOverrides: true },
    impersonationState: {
      isImpersonating: true,
      hasSecurityOverrides: true,
      overrideDescription: 'Security overrides active: studio support access',
    },
    currentClient: { name: 'Harbour & Co Architects' },
  });
  const harbour = await clientIdOf(admin, 'Harbour & Co Architects');
  expect((await admin.request('GET', DETAILS)).json()).toEqual({
    isImpersonating: true,
    userId: String(clientId),
    clientId: harbour,
  });
  // Casey's client's projects, and beside them only the Showcase ones every user sees.
  const projects = (await admin.request('GET', '/api/projects')).json();
  expect(new Set(privateClientsOf(projects.items))).toEqual(new Set(['Harbour & Co Architects']));
  // Admin pages follow the person at the keyboard.
  expect((await admin.request('GET', '/api/admin/users')).statusCode).toBe(200);

  const stop = await admin.request('POST', STOP);
  expect(stop.json()).toEqual({ success: true, message: 'Impersonation stopped successfully' });
  expect(await state(admin)).toMatchObject({
    user: { email: 'admin@example.com' },
    impersonationState: { isImpersonating: false },
    currentClient: { name: 'Lumen Visualisation Studio' },
  });
  expect((await admin.request('GET', DETAILS)).json()).toEqual({
    isImpersonating: false,
    userId: null,
    clientId: null,
  });
});

it('replaces the target on a second start and never stacks', async () => {
  const admin = await signedIn('admin@example.com');
  const noah = await idOf(admin, 'noah@lumen.example.com');
  const showcase = await idOf(admin, 'showcase@example.com');
  const kookaburra = await clientIdOf(admin, 'Kookaburra Interactive');
  // Noah may impersonate too; acting as him must not lend his rights to a nested start.
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });
  await admin.request('POST', START, { userId: noah });
  await admin.request('POST', START, { userId: showcase, clientId: kookaburra });
  expect(await state(admin)).toMatchObject({
    user: { email: 'showcase@example.com', isShowcaseUser: true },
    originalUserPermissions: { isAdmin: true },
    currentClient: { id: kookaburra, name: 'Kookaburra Interactive' },
  });
  await admin.request('POST', STOP);
  // One stop is enough: there was only ever one level.
  expect((await state(admin)).user.email).toBe('admin@example.com');
  expect((await state(admin)).impersonationState.isImpersonating).toBe(false);
});

it('lets a non-admin who may impersonate act as others, but never as an admin', async () => {
  const admin = await signedIn('admin@example.com');
  const noah = await idOf(admin, 'noah@lumen.example.com');
  const adminId = await idOf(admin, 'admin@example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });

  const support = await signedIn('noah@lumen.example.com');
  const lookup = (await support.request('GET', '/api/users/lookup')).json();
  const emails = lookup.map((u: { email: string }) => u.email);
  expect(emails).not.toContain('admin@example.com');
  expect(emails).not.toContain('noah@lumen.example.com');
  expect(emails).toContain('mia@kookaburra.example.com');

  const refused = await support.request('POST', START, { userId: adminId });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe('Only an admin can impersonate an admin.');
  expect((await state(support)).impersonationState.isImpersonating).toBe(false);

  // Not even by way of a user they are already acting as.
  await support.request('POST', START, { userId: mia });
  expect((await support.request('POST', START, { userId: adminId })).statusCode).toBe(403);
  expect((await state(support)).user.email).toBe('mia@kookaburra.example.com');
  expect((await support.request('GET', '/api/admin/users')).statusCode).toBe(403);
});

it('lets an admin act for a client as themselves', async () => {
  const admin = await signedIn('admin@example.com');
  const southern = await clientIdOf(admin, 'Southern Cross Developments');
  expect((await admin.request('POST', START, { clientId: southern })).statusCode).toBe(200);
  expect(await state(admin)).toMatchObject({
    user: { email: 'admin@example.com' },
    impersonationState: { isImpersonating: true },
    currentClient: { id: southern, name: 'Southern Cross Developments' },
  });
  expect((await admin.request('GET', DETAILS)).json()).toEqual({
    isImpersonating: true,
    userId: null,
    clientId: southern,
  });
  await admin.request('POST', STOP);
  expect((await state(admin)).currentClient.name).toBe('Lumen Visualisation Studio');
});

it('answers bad input with a 400 and the field map, never a 500', async () => {
  const admin = await signedIn('admin@example.com');
  const olivia = await idOf(admin, 'olivia@harbourco.example.com');
  const adminId = await idOf(admin, 'admin@example.com');
  const cases: [unknown, Record<string, string[]>][] = [
    [{ userId: '99999' }, { UserId: ['That user does not exist or is disabled.'] }],
    [{ userId: 'abc' }, { UserId: ['UserId must be a user id.'] }],
    [{ userId: -3 }, { UserId: ['UserId must be a user id.'] }],
    [{ userId: 1.5 }, { UserId: ['UserId must be a user id.'] }],
    [{ userId: true }, { UserId: ['UserId must be a user id.'] }],
    [{ userId: adminId }, { UserId: ['You cannot impersonate yourself.'] }],
    [{ clientId: 99999 }, { ClientId: ['That client does not exist.'] }],
    [{ clientId: '2' }, { ClientId: ['ClientId must be a whole number.'] }],
    [{ clientId: 2.5 }, { ClientId: ['ClientId must be a whole number.'] }],
    [{}, { '': ['Choose a user or a client.'] }],
    [{ userId: null, clientId: null }, { '': ['Choose a user or a client.'] }],
  ];
  for (const [body, errors] of cases) {
    const response = await admin.request('POST', START, body);
    expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({
      body,
      status: 400,
      errors,
    });
  }
  await admin.request('PUT', `/api/admin/users/${olivia}`, { disabled: true });
  const disabled = await admin.request('POST', START, { userId: olivia });
  expect(disabled.json().errors).toEqual({ UserId: ['That user does not exist or is disabled.'] });
  for (const raw of ['{not json', '[1,2]', '"text"']) {
    expect((await admin.request('POST', START, raw)).statusCode).toBe(400);
  }
  expect((await state(admin)).impersonationState.isImpersonating).toBe(false);
});

it('writes every start and stop to the audit log, newest first', async () => {
  const admin = await signedIn('admin@example.com');
  const mia = await idOf(admin, 'mia@kookaburra.example.com');
  await admin.request('POST', START, { userId: mia });
  await admin.request('POST', STOP);
  const log = (await admin.request('GET', '/api/admin/impersonation-audit?pageSize=2')).json();
  expect(log).toMatchObject({ page: 1, pageSize: 2 });
  expect(log.items).toEqual([
    expect.objectContaining({
      action: 'stop',
      actorEmail: 'admin@example.com',
      targetEmail: 'mia@kookaburra.example.com',
      clientName: 'Kookaburra Interactive',
      ipAddress: '127.0.0.1',
      userAgent: 'lightMyRequest',
      note: null,
    }),
    expect.objectContaining({
      action: 'start',
      actorEmail: 'admin@example.com',
      targetEmail: 'mia@kookaburra.example.com',
      clientName: 'Kookaburra Interactive',
    }),
  ]);
  expect(Date.parse(log.items[0].createdDate)).not.toBeNaN();
  expect(log.items[0].createdDate).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  const found = (
    await admin.request('GET', '/api/admin/impersonation-audit?search=mia@kookaburra')
  ).json();
  expect(found.total).toBeGreaterThanOrEqual(2);
  for (const item of found.items) expect(item.targetEmail).toBe('mia@kookaburra.example.com');
});

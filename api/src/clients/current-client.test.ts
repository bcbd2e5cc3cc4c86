import { privateClientsOf, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const { signedIn } = api;

it('lets a showcase user switch the active client, which scopes their projects', async () => {
  const showcase = await signedIn('showcase@example.com');
  const clients = (await showcase.request('GET', '/api/clients/lookup')).json();
  const kookaburra = clients.find((c: { name: string }) => c.name === 'Kookaburra Interactive');
  const before = (await showcase.request('GET', '/api/projects')).json();
  expect(before.items.every((p: { visibility: number }) => p.visibility === 99)).toBe(true);

  const change = await showcase.request('POST', '/api/users/current/client', {
    ClientId: kookaburra.id,
  });
  expect(change.statusCode).toBe(200);
  const state = (await showcase.request('GET', '/api/account/user-state')).json();
  expect(state.currentClient).toEqual({ id: kookaburra.id, name: 'Kookaburra Interactive' });
  const after = (await showcase.request('GET', '/api/projects')).json();
  expect(new Set(privateClientsOf(after.items))).toEqual(new Set(['Kookaburra Interactive']));

  await showcase.request('POST', '/api/users/current/client', { ClientId: null });
  expect(
    (await showcase.request('GET', '/api/account/user-state')).json().currentClient,
  ).toBeNull();
});

it('refuses a client switch to other users and to unknown clients', async () => {
  const client = await signedIn('client@example.com');
  const refused = await client.request('POST', '/api/users/current/client', { ClientId: 2 });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: 'Only showcase users can switch client.' });
  const showcase = await signedIn('showcase@example.com');
  const unknown = await showcase.request('POST', '/api/users/current/client', { ClientId: 999 });
  expect(unknown.statusCode).toBe(400);
  expect(
    (await showcase.request('POST', '/api/users/current/client', { ClientId: 'x' })).statusCode,
  ).toBe(400);
});

it('reports impersonation details only to those who may impersonate', async () => {
  const admin = await signedIn('admin@example.com');
  expect((await admin.request('GET', '/api/account/impersonation-details')).json()).toEqual({
    isImpersonating: false,
    userId: null,
    clientId: null,
  });
  const client = await signedIn('client@example.com');
  expect((await client.request('GET', '/api/account/impersonation-details')).statusCode).toBe(403);
});

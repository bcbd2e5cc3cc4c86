import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const { signedIn } = api;

it('lists users for an admin, with search and paging', async () => {
  const admin = await signedIn('admin@example.com');
  const page = (await admin.request('GET', '/api/admin/users?pageSize=3')).json();
  expect(page).toMatchObject({ page: 1, pageSize: 3, total: 8 });
  expect(page.items).toHaveLength(3);
  const found = (await admin.request('GET', '/api/admin/users?search=casey')).json();
  expect(found.items).toEqual([
    expect.objectContaining({
      email: 'client@example.com',
      clientName: 'Harbour & Co Architects',
      roles: ['Contributor'],
      isAdmin: false,
    }),
  ]);
});

it('refuses the user list to anyone but an admin', async () => {
  expect((await new TestBrowser(api.app).request('GET', '/api/admin/users')).statusCode).toBe(401);
  const client = await signedIn('client@example.com');
  const response = await client.request('GET', '/api/admin/users');
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe('You do not have permission to do that.');
});

it('gives the impersonation lookups only to those who may impersonate', async () => {
  const admin = await signedIn('admin@example.com');
  const users = (await admin.request('GET', '/api/users/lookup')).json();
  expect(users).toContainEqual({
    id: expect.any(String),
    email: 'noah@lumen.example.com',
    client_ID: expect.any(Number),
    clientName: 'Lumen Visualisation Studio',
    isInternal: true,
  });
  expect(users).toContainEqual(
    expect.objectContaining({ email: 'ava@freelance.example.com', client_ID: null }),
  );
  const clients = (await admin.request('GET', '/api/clients/lookup')).json();
  expect(clients.map((c: { name: string }) => c.name)).toContain('Kookaburra Interactive');

  const client = await signedIn('client@example.com');
  expect((await client.request('GET', '/api/users/lookup')).statusCode).toBe(403);
  expect((await client.request('GET', '/api/clients/lookup')).statusCode).toBe(403);
});

it('serves client logos publicly and 404s an unknown client', async () => {
  const visitor = new TestBrowser(api.app);
  const logo = await visitor.request('GET', '/api/clients/2/logo');
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toBe('image/svg+xml');
  expect(logo.body).toContain('<svg');
  expect((await visitor.request('GET', '/api/clients/999/logo')).statusCode).toBe(404);
});

it('serves the runtime config with empty defaults', async () => {
  const config = (await new TestBrowser(api.app).request('GET', '/config/config.json')).json();
  expect(config).toEqual({
    ionKey: '',
    appVersion: '0.1.0',
    applicationInsightsConnectionString: '',
  });
});

import { withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();
const URL = '/api/admin/notifications';

const titles = async (browser: TestBrowser) =>
  (await browser.request('GET', '/api/user-notifications?limit=50'))
    .json()
    .map((n: { title: string }) => n.title);

const idOf = async (email: string) => {
  const browser = await api.signedIn(email);
  return Number((await browser.request('GET', '/api/account/user-state')).json().user.id);
};

it('is for admins only', async () => {
  const body = { type: 'System', title: 'T', message: 'M' };
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  expect((await visitor.request('POST', URL, body)).statusCode).toBe(401);
  const client = await api.signedIn('olivia@harbourco.example.com');
  expect((await client.request('POST', URL, body)).statusCode).toBe(403);
});

it('sends to one user, to every user of a client, or to everyone', async () => {
  const admin = await api.signedIn('admin@example.com');
  const casey = await api.signedIn('client@example.com');
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  const liam = await api.signedIn('liam@southerncross.example.com');

  const one = {
    userId: await idOf('client@example.com'),
    type: 'Alert',
    title: 'Just Casey',
    message: 'M',
  };
  expect((await admin.request('POST', URL, one)).json()).toEqual({ sent: 1 });
  expect(await titles(casey)).toContain('Just Casey');
  expect(await titles(olivia)).not.toContain('Just Casey');

  const clients = (await admin.request('GET', '/api/clients/lookup')).json();
  const harbour = clients.find((c: { name: string }) => c.name.startsWith('Harbour'));
  const toClient = { clientId: harbour.id, type: 'System', title: 'Harbour news', message: 'M' };
  expect((await admin.request('POST', URL, toClient)).json()).toEqual({ sent: 2 });
  expect(await titles(olivia)).toContain('Harbour news');
  expect(await titles(liam)).not.toContain('Harbour news');

  const everyone = { type: 'System', title: 'Maintenance tonight', message: 'M' };
  const { sent } = (await admin.request('POST', URL, everyone)).json();
  expect(sent).toBeGreaterThanOrEqual(8);
  expect(await titles(liam)).toContain('Maintenance tonight');
  const [latest] = (await liam.request('GET', '/api/user-notifications')).json();
  expect(latest).toMatchObject({ type: 'System', title: 'Maintenance tonight', isRead: false });
});

it('answers bad input with a 400 and a field map', async () => {
  const admin = await api.signedIn('admin@example.com');
  const cases: [unknown, string][] = [
    [{ type: 'Download', title: 'T', message: 'M' }, 'Type'],
    [{ type: 'System', title: '  ', message: 'M' }, 'Title'],
    [{ type: 'System', title: 'T' }, 'Message'],
    [{ type: 'System', title: 'T'.repeat(201), message: 'M' }, 'Title'],
    [{ userId: '5', type: 'System', title: 'T', message: 'M' }, 'UserId'],
    [{ userId: 999999, type: 'System', title: 'T', message: 'M' }, 'UserId'],
    [{ clientId: 999999, type: 'System', title: 'T', message: 'M' }, 'ClientId'],
    [{ userId: 1, clientId: 1, type: 'System', title: 'T', message: 'M' }, 'ClientId'],
  ];
  for (const [body, field] of cases) {
    const response = await admin.request('POST', URL, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  }
  expect((await admin.request('POST', URL, '[')).statusCode).toBe(400);
});

import { withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();

interface Item {
  id: number;
  type: string;
  isRead: boolean;
}

const list = async (browser: TestBrowser, query = 'limit=50') =>
  (await browser.request('GET', `/api/user-notifications?${query}`)).json() as Item[];

const unread = async (browser: TestBrowser) =>
  (await browser.request('GET', '/api/user-notifications/unread-count')).json().unreadCount;

const BAD_BODIES = [
  {},
  { ids: 'all' },
  { ids: [] },
  { ids: ['1'] },
  { ids: [1.5] },
  { ids: [0] },
  { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
];

it('marks several of the caller’s notifications read', async () => {
  const client = await api.signedIn('client@example.com');
  const ids = (await list(client, 'unreadOnly=true')).slice(0, 2).map((n) => n.id);
  const before = await unread(client);
  const response = await client.request('PUT', '/api/user-notifications/mark-multiple-read', {
    ids: [...ids, ids[0]],
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ updated: 2 });
  expect(await unread(client)).toBe(before - 2);
});

it('refuses bulk calls naming someone else’s notification, changing nothing', async () => {
  const admin = await api.signedIn('admin@example.com');
  const [adminNote] = await list(admin, 'unreadOnly=true');
  const client = await api.signedIn('client@example.com');
  const [own] = await list(client);
  const ids = [own!.id, adminNote!.id];
  const read = await client.request('PUT', '/api/user-notifications/mark-multiple-read', { ids });
  expect(read.statusCode).toBe(404);
  const removed = await client.request('POST', '/api/user-notifications/delete-multiple', { ids });
  expect(removed.statusCode).toBe(404);
  expect(JSON.stringify(removed.json())).not.toContain('Storage');
  expect((await list(client)).some((n) => n.id === own!.id)).toBe(true);
  expect((await list(admin)).find((n) => n.id === adminNote!.id)?.isRead).toBe(false);
});

it('answers bad bulk bodies with a 400 and a field map', async () => {
  const client = await api.signedIn('client@example.com');
  for (const body of BAD_BODIES) {
    for (const [method, url] of [
      ['PUT', '/api/user-notifications/mark-multiple-read'],
      ['POST', '/api/user-notifications/delete-multiple'],
    ] as const) {
      const response = await client.request(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['Ids']);
    }
  }
  const malformed = await client.request('POST', '/api/user-notifications/delete-multiple', '{');
  expect(malformed.statusCode).toBe(400);
});

it('deletes several notifications, then every read one, of the caller only', async () => {
  const client = await api.signedIn('client@example.com');
  const admin = await api.signedIn('admin@example.com');
  const adminBefore = await list(admin);
  const [first, second] = await list(client);
  const removed = await client.request('POST', '/api/user-notifications/delete-multiple', {
    ids: [first!.id, second!.id],
  });
  expect(removed.json()).toEqual({ deleted: 2 });
  await client.request('PUT', '/api/user-notifications/mark-all-read');
  const remaining = (await list(client)).length;
  const cleared = await client.request('DELETE', '/api/user-notifications/delete-all-read');
  expect(cleared.json()).toEqual({ deleted: remaining });
  expect(await list(client)).toEqual([]);
  expect(await list(admin)).toEqual(adminBefore);
});

it('filters by type and pages the list, with the total in X-Total-Count', async () => {
  const admin = await api.signedIn('admin@example.com');
  const all = await list(admin);
  const system = await admin.request('GET', '/api/user-notifications?type=System');
  expect(system.json().every((n: Item) => n.type === 'System')).toBe(true);
  const page2 = await admin.request('GET', '/api/user-notifications?limit=1&page=2');
  expect(page2.json().map((n: Item) => n.id)).toEqual([all[1]!.id]);
  expect(page2.headers['x-total-count']).toBe(String(all.length));
  for (const query of ['type=Nope', 'page=0', 'page=x', 'limit=0']) {
    expect((await admin.request('GET', `/api/user-notifications?${query}`)).statusCode).toBe(400);
  }
});

it('answers 401 to visitors on the new calls', async () => {
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  const calls = [
    visitor.request('PUT', '/api/user-notifications/mark-multiple-read', { ids: [1] }),
    visitor.request('POST', '/api/user-notifications/delete-multiple', { ids: [1] }),
    visitor.request('DELETE', '/api/user-notifications/delete-all-read'),
  ];
  for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
});

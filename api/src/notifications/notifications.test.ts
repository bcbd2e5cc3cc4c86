import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const { signedIn } = api;

it('lists the signed-in user’s notifications newest first with the spec’s fields', async () => {
  const browser = await signedIn('client@example.com');
  const list = (await browser.request('GET', '/api/user-notifications?limit=10')).json();
  expect(list.length).toBe(4);
  expect(Object.keys(list[0]).sort()).toEqual(
    [
      'createdDate',
      'data',
      'expiresDate',
      'id',
      'isRead',
      'message',
      'readDate',
      'title',
      'type',
    ].sort(),
  );
  const times = list.map((n: { createdDate: string }) => Date.parse(n.createdDate));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const unread = (await browser.request('GET', '/api/user-notifications?unreadOnly=true')).json();
  expect(unread.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
});

it('counts unread, marks one and then all read', async () => {
  const browser = await signedIn('client@example.com');
  const count = async () =>
    (await browser.request('GET', '/api/user-notifications/unread-count')).json().unreadCount;
  expect(await count()).toBe(3);
  const [first] = (await browser.request('GET', '/api/user-notifications?unreadOnly=true')).json();
  expect(
    (await browser.request('PUT', `/api/user-notifications/${first.id}/mark-read`)).statusCode,
  ).toBe(200);
  expect(await count()).toBe(2);
  await browser.request('PUT', '/api/user-notifications/mark-all-read');
  expect(await count()).toBe(0);
});

it('never lets a user read or delete someone else’s notification', async () => {
  const admin = await signedIn('admin@example.com');
  const [adminNote] = (await admin.request('GET', '/api/user-notifications')).json();
  const client = await signedIn('client@example.com');
  expect(
    (await client.request('PUT', `/api/user-notifications/${adminNote.id}/mark-read`)).statusCode,
  ).toBe(404);
  expect(
    (await client.request('DELETE', `/api/user-notifications/${adminNote.id}`)).statusCode,
  ).toBe(404);
  expect((await admin.request('GET', '/api/user-notifications')).json()[0].id).toBe(adminNote.id);
});

it('deletes one notification', async () => {
  const admin = await signedIn('admin@example.com');
  const before = (await admin.request('GET', '/api/user-notifications')).json();
  expect(
    (await admin.request('DELETE', `/api/user-notifications/${before[0].id}`)).statusCode,
  ).toBe(200);
  expect((await admin.request('GET', '/api/user-notifications')).json()).toHaveLength(
    before.length - 1,
  );
});

it('answers 401 to a visitor and 400 to a bad limit', async () => {
  expect(
    (await new TestBrowser(api.app).request('GET', '/api/user-notifications')).statusCode,
  ).toBe(401);
  const client = await signedIn('client@example.com');
  expect((await client.request('GET', '/api/user-notifications?limit=lots')).statusCode).toBe(400);
});

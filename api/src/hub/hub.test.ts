import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { once, withLiveApp } from '../test/hub-support.js';
import { signIn, TEST_PUBLIC_URL } from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import { SHUTDOWN_ERROR } from './hub.js';

// The official client is the peer: if it works unchanged, the protocol is right.
const test = withLiveApp();
const { client } = test;

/** Resolves with the arguments of the next `target` event. */
const next = (connection: HubConnection, target: string) =>
  new Promise<unknown[]>((resolve) => {
    const handler = (...args: unknown[]) => {
      connection.off(target, handler);
      resolve(args);
    };
    connection.on(target, handler);
  });

async function sendAsAdmin(userId: number, title: string) {
  const { browser } = await signIn(test.live.app, 'admin@example.com');
  const response = await browser.request('POST', '/api/admin/notifications', {
    userId,
    type: 'Alert',
    title,
    message: 'Sent from the test.',
  });
  expect(response.json()).toEqual({ sent: 1 });
}

it('delivers UserNotificationCreated and UserNotificationDeleted to the signed-in user', async () => {
  const { browser, cookie } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  expect(connection.state).toBe(HubConnectionState.Connected);

  const created = next(connection, 'UserNotificationCreated');
  await sendAsAdmin(userId, 'Hello test.live');
  const [notification] = (await created) as [Record<string, unknown>];
  expect(notification).toMatchObject({
    type: 'Alert',
    title: 'Hello test.live',
    message: 'Sent from the test.',
    isRead: false,
    data: null,
    readDate: null,
    expiresDate: null,
  });
  expect(notification.notificationId).toBe(notification.id);
  expect(typeof notification.createdDate).toBe('string');

  const deleted = next(connection, 'UserNotificationDeleted');
  await browser.request('DELETE', `/api/user-notifications/${notification.id}`);
  expect(await deleted).toEqual([{ notificationId: notification.id }]);
});

it('sends a user’s events to that user only', async () => {
  const client1 = await signIn(test.live.app, 'client@example.com');
  const other = await signIn(test.live.app, 'liam@southerncross.example.com');
  const otherId = await userIdOf(test.live.db, 'liam@southerncross.example.com');
  const mine = client({ Cookie: client1.cookie });
  const theirs = client({ Cookie: other.cookie });
  await Promise.all([mine.start(), theirs.start()]);
  const leaked: unknown[] = [];
  mine.on('UserNotificationCreated', (n) => leaked.push(n));
  const received = next(theirs, 'UserNotificationCreated');
  await sendAsAdmin(otherId, 'For Liam');
  expect(((await received)[0] as { title: string }).title).toBe('For Liam');
  expect(leaked).toEqual([]);
});

it('rejects a negotiate without a session with 401', async () => {
  const response = await fetch(
    `${test.live.url}/hubs/user-notifications/negotiate?negotiateVersion=1`,
    {
      method: 'POST',
    },
  );
  expect(response.status).toBe(401);
  await expect(client({}).start()).rejects.toThrow(/401/);
});

it('refuses a socket from a foreign Origin and accepts the portal’s', async () => {
  const { cookie } = await signIn(test.live.app, 'client@example.com');
  await expect(client({ Cookie: cookie, Origin: 'http://evil.example' }).start()).rejects.toThrow();
  const portal = client({ Cookie: cookie, Origin: TEST_PUBLIC_URL });
  await portal.start();
  expect(portal.state).toBe(HubConnectionState.Connected);
});

it('reconnects after a server close that allows it, and keeps delivering', async () => {
  const { cookie } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  const firstId = connection.connectionId;
  const reconnecting = once<Error | undefined>((cb) => connection.onreconnecting(cb));
  const reconnected = once<string | undefined>((cb) => connection.onreconnected(cb));
  await test.live.app.notificationHub.closeAll('Maintenance', true);
  expect((await reconnecting)?.message).toContain('Maintenance');
  expect(await reconnected).not.toBe(firstId);
  const created = next(connection, 'UserNotificationCreated');
  await sendAsAdmin(userId, 'After reconnect');
  expect(((await created)[0] as { title: string }).title).toBe('After reconnect');
});

it('tells clients the server is shutting down, and they reconnect to its successor', async () => {
  const { cookie } = await signIn(test.live.app, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  const reconnecting = once<Error | undefined>((cb) => connection.onreconnecting(cb));
  const reconnected = once<string | undefined>((cb) => connection.onreconnected(cb));
  const { port } = test.live;
  await test.live.close();
  expect((await reconnecting)?.message).toContain(SHUTDOWN_ERROR);
  await test.restart(port);
  await reconnected;
  expect(connection.state).toBe(HubConnectionState.Connected);
  expect(test.live.app.notificationHub.connectionCount).toBe(1);
});

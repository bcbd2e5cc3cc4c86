import {
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { SHUTDOWN_ERROR } from './hub.js';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  TEST_PUBLIC_URL,
  type LiveApp,
} from './live-test-app.js';
import { userIdOf } from '../test/test-app.js';

// The official client is the peer: if it works unchanged, the protocol is right.
const RETRY_DELAYS = [0, 100, 200, 400, 800, 1600];

let dir: string;
let live: LiveApp;
const opened: HubConnection[] = [];

beforeAll(async () => {
  dir = makeDataDir();
  live = await startLiveApp(dir);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.stop()));
});

afterAll(async () => {
  await live.close();
  removeDataDir(dir);
});

function client(headers: Record<string, string>) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${live.url}/hubs/user-notifications`, { headers })
    .withAutomaticReconnect(RETRY_DELAYS)
    .configureLogging(LogLevel.None)
    .build();
  opened.push(connection);
  return connection;
}

/** Resolves with the arguments of the next `target` event. */
const next = (connection: HubConnection, target: string) =>
  new Promise<unknown[]>((resolve) => {
    const handler = (...args: unknown[]) => {
      connection.off(target, handler);
      resolve(args);
    };
    connection.on(target, handler);
  });

const once = <T>(register: (callback: (value: T) => void) => void) =>
  new Promise<T>((resolve) => register(resolve));

async function sendAsAdmin(userId: number, title: string) {
  const { browser } = await signIn(live.app, 'admin@example.com');
  const response = await browser.request('POST', '/api/admin/notifications', {
    userId,
    type: 'Alert',
    title,
    message: 'Sent from the test.',
  });
  expect(response.json()).toEqual({ sent: 1 });
}

it('delivers UserNotificationCreated and UserNotificationDeleted to the signed-in user', async () => {
  const { browser, cookie } = await signIn(live.app, 'client@example.com');
  const userId = await userIdOf(live.db, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  expect(connection.state).toBe(HubConnectionState.Connected);

  const created = next(connection, 'UserNotificationCreated');
  await sendAsAdmin(userId, 'Hello live');
  const [notification] = (await created) as [Record<string, unknown>];
  expect(notification).toMatchObject({
    type: 'Alert',
    title: 'Hello live',
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
  const client1 = await signIn(live.app, 'client@example.com');
  const other = await signIn(live.app, 'liam@southerncross.example.com');
  const otherId = await userIdOf(live.db, 'liam@southerncross.example.com');
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
  const response = await fetch(`${live.url}/hubs/user-notifications/negotiate?negotiateVersion=1`, {
    method: 'POST',
  });
  expect(response.status).toBe(401);
  await expect(client({}).start()).rejects.toThrow(/401/);
});

it('refuses a socket from a foreign Origin and accepts the portal’s', async () => {
  const { cookie } = await signIn(live.app, 'client@example.com');
  await expect(client({ Cookie: cookie, Origin: 'http://evil.example' }).start()).rejects.toThrow();
  const portal = client({ Cookie: cookie, Origin: TEST_PUBLIC_URL });
  await portal.start();
  expect(portal.state).toBe(HubConnectionState.Connected);
});

it('reconnects after a server close that allows it, and keeps delivering', async () => {
  const { cookie } = await signIn(live.app, 'client@example.com');
  const userId = await userIdOf(live.db, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  const firstId = connection.connectionId;
  const reconnecting = once<Error | undefined>((cb) => connection.onreconnecting(cb));
  const reconnected = once<string | undefined>((cb) => connection.onreconnected(cb));
  await live.app.notificationHub.closeAll('Maintenance', true);
  expect((await reconnecting)?.message).toContain('Maintenance');
  expect(await reconnected).not.toBe(firstId);
  const created = next(connection, 'UserNotificationCreated');
  await sendAsAdmin(userId, 'After reconnect');
  expect(((await created)[0] as { title: string }).title).toBe('After reconnect');
});

it('tells clients the server is shutting down, and they reconnect to its successor', async () => {
  const { cookie } = await signIn(live.app, 'client@example.com');
  const connection = client({ Cookie: cookie });
  await connection.start();
  const reconnecting = once<Error | undefined>((cb) => connection.onreconnecting(cb));
  const reconnected = once<string | undefined>((cb) => connection.onreconnected(cb));
  const { port } = live;
  await live.close();
  expect((await reconnecting)?.message).toContain(SHUTDOWN_ERROR);
  live = await startLiveApp(dir, { port });
  await reconnected;
  expect(connection.state).toBe(HubConnectionState.Connected);
  expect(live.app.notificationHub.connectionCount).toBe(1);
});

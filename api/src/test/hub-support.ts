import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_PATH } from '@portal/contract';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  type LiveApp,
  type LiveAppOptions,
} from './live-test-app.js';

/** Quick reconnects, so a test waits for the reconnection rather than the library's defaults. */
export const RETRY_DELAYS = [0, 100, 200, 400, 800, 1600];

/**
 * The official client for the live app (or anything in front of it: a proxy) with these request
 * headers; the caller stops it.
 */
export function hubClient(target: { url: string }, headers: Record<string, string>): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${target.url}${NOTIFICATION_HUB_PATH}`, { headers })
    .withAutomaticReconnect(RETRY_DELAYS)
    .configureLogging(LogLevel.None)
    .build();
}

/**
 * A listening API for the test file (started before all, closed after all), and the official
 * clients its tests open (stopped after each test).
 */
export function withLiveApp(options: LiveAppOptions = {}) {
  let dir = '';
  let current: LiveApp | undefined;
  const opened: HubConnection[] = [];
  beforeAll(async () => {
    dir = makeDataDir();
    current = await startLiveApp(dir, options);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop()));
  });
  afterAll(async () => {
    await current?.close();
    removeDataDir(dir);
  });
  const started = () => {
    if (!current) throw new Error('The live API has not started');
    return current;
  };
  return {
    /** The running API. */
    get live() {
      return started();
    },
    /** Starts the API again on the same database, after `live.close()` (say, on its old port). */
    restart: async (port: number) => {
      current = await startLiveApp(dir, { ...options, port });
      return current;
    },
    /** An official client with these request headers (a session cookie), stopped after the test. */
    client: (headers: Record<string, string>) => {
      const connection = hubClient(started(), headers);
      opened.push(connection);
      return connection;
    },
  };
}

/** Resolves with the first value a callback registration (onclose, onreconnected...) gets. */
export const once = <T>(register: (callback: (value: T) => void) => void) =>
  new Promise<T>((resolve) => register(resolve));

/** Every UserNotificationCreated title the connection receives, in order. */
export function receivedTitles(connection: HubConnection) {
  const titles: string[] = [];
  connection.on(NOTIFICATION_CREATED, (notification: { title: string }) =>
    titles.push(notification.title),
  );
  return titles;
}

/** Resolves when the connection receives a UserNotificationCreated with this title. */
export const arrival = (connection: HubConnection, title: string) =>
  new Promise<void>((resolve) => {
    const handler = (notification: { title: string }) => {
      if (notification.title !== title) return;
      connection.off(NOTIFICATION_CREATED, handler);
      resolve();
    };
    connection.on(NOTIFICATION_CREATED, handler);
  });

/** An admin sends an Alert to one user through the API. */
export async function sendAlert(live: LiveApp, userId: number, title: string) {
  const { browser } = await signIn(live.app, 'admin@example.com');
  const response = await browser.request('POST', '/api/admin/notifications', {
    userId,
    type: 'Alert',
    title,
    message: 'Sent from the test.',
  });
  if (response.json().sent !== 1) throw new Error(`Could not send '${title}' to user ${userId}`);
}

import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { signIn, type LiveApp } from './live-test-app.js';

/** Quick reconnects, so a test waits for the reconnection rather than the library's defaults. */
export const RETRY_DELAYS = [0, 100, 200, 400, 800, 1600];

/** The official client for the live app with a session cookie; the caller stops it. */
export function hubClient(live: LiveApp, cookie: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${live.url}/hubs/user-notifications`, { headers: { Cookie: cookie } })
    .withAutomaticReconnect(RETRY_DELAYS)
    .configureLogging(LogLevel.None)
    .build();
}

/** Resolves with the first value a callback registration (onclose, onreconnected...) gets. */
export const once = <T>(register: (callback: (value: T) => void) => void) =>
  new Promise<T>((resolve) => register(resolve));

/** Every UserNotificationCreated title the connection receives, in order. */
export function receivedTitles(connection: HubConnection) {
  const titles: string[] = [];
  connection.on('UserNotificationCreated', (notification: { title: string }) =>
    titles.push(notification.title),
  );
  return titles;
}

/** Resolves when the connection receives a UserNotificationCreated with this title. */
export const arrival = (connection: HubConnection, title: string) =>
  new Promise<void>((resolve) => {
    const handler = (notification: { title: string }) => {
      if (notification.title !== title) return;
      connection.off('UserNotificationCreated', handler);
      resolve();
    };
    connection.on('UserNotificationCreated', handler);
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

import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

/** The notifications hub (spec point 7), on the portal's own origin (proxied to the API). */
export const HUB_URL = '/hubs/user-notifications';
/** Reconnect after 0, 2, 10 and 30 s, then stop (spec point 9); polling carries on regardless. */
export const RETRY_DELAYS_MS = [0, 2_000, 10_000, 30_000];
/**
 * When the first start fails, or the client has spent its reconnect attempts (an API restart, a
 * deployment), start again after these delays, then every minute: polling keeps list and count
 * right meanwhile, and live toasts come back as soon as the hub does.
 */
export const RESTART_DELAYS_MS = [2_000, 10_000, 30_000, 60_000];
/** Spec point 9's library defaults, set explicitly so a client upgrade cannot change them. */
export const SERVER_TIMEOUT_MS = 30_000;
/** Spec point 9: keep-alive pings every 15 s. */
export const KEEP_ALIVE_MS = 15_000;

/** Hub event: a notification was stored or changed (it carries the notification). */
export const NOTIFICATION_CREATED = 'UserNotificationCreated';
/** Hub event: a notification was deleted (it carries `{ notificationId }`). */
export const NOTIFICATION_DELETED = 'UserNotificationDeleted';

/** The part of a SignalR HubConnection the live module uses; tests pass a fake of it. */
export interface LiveConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

/** Makes the tab's connection; the seam through which tests drive events without a network. */
export type CreateLiveConnection = () => LiveConnection;

/** The real connection: cookies sent, automatic reconnect, spec timeouts, warnings to console. */
export function createHubConnection(
  builder: HubConnectionBuilder = new HubConnectionBuilder(),
): LiveConnection {
  return (
    builder
      // Absolute, because the client only resolves relative URLs where it detects a browser.
      .withUrl(new URL(HUB_URL, window.location.origin).href, { withCredentials: true })
      .withAutomaticReconnect(RETRY_DELAYS_MS)
      .withServerTimeout(SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(KEEP_ALIVE_MS)
      .configureLogging(LogLevel.Warning)
      .build()
  );
}

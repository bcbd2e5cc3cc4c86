import { HubConnectionBuilder, LogLevel, type ILogger } from '@microsoft/signalr';
import {
  HUB_ACTING_CHANGED_ERROR,
  HUB_SESSION_ENDED_ERROR,
  NOTIFICATION_HUB_PATH,
} from '@portal/shared';

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

/**
 * Whether the hub closed the connection on purpose: the session ended (a sign-out) or now acts as
 * another user (an impersonation started or stopped). Nothing went wrong, so nothing is logged as
 * an error (walk D21).
 */
export const isPlannedClose = (error: unknown) =>
  error instanceof Error &&
  [HUB_SESSION_ENDED_ERROR, HUB_ACTING_CHANGED_ERROR].some((text) => error.message.includes(text));

/**
 * The client's own log, at Warning and above, as its console logger writes it; a planned close
 * (see `isPlannedClose`), which the client reports as an error, is said at info.
 */
export const hubLogger: ILogger = {
  log(level, message) {
    if (level < LogLevel.Warning || level === LogLevel.None) return;
    const line = `[${new Date().toISOString()}] ${LogLevel[level]}: ${message}`;
    if (isPlannedClose(new Error(message))) console.info(line);
    else if (level >= LogLevel.Error) console.error(line);
    else console.warn(line);
  },
};

/** The part of a SignalR HubConnection the live module uses; tests pass a fake of it. */
export interface LiveConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  /** Calls a hub method and waits for its answer (joining a medium's review group, say). */
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
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
      // On the portal's own origin (proxied to the API). Absolute, because the client only
      // resolves relative URLs where it detects a browser.
      .withUrl(new URL(NOTIFICATION_HUB_PATH, window.location.origin).href, {
        withCredentials: true,
      })
      .withAutomaticReconnect(RETRY_DELAYS_MS)
      .withServerTimeout(SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(KEEP_ALIVE_MS)
      .configureLogging(hubLogger)
      .build()
  );
}

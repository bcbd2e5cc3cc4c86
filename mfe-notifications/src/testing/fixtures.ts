// Test data and fakes for this package's tests (never imported by application code).
import { act } from '@testing-library/react';
import type { PortalNotification } from '@portal/shared';
import type { LiveConnection } from '../features/live/connection';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A notification as the API lists it; id N is N × 5 minutes old unless overridden. */
export const note = (id: number, extra: Partial<PortalNotification> = {}): PortalNotification => ({
  id,
  type: 'System',
  title: `Note ${id}`,
  message: `Message ${id}`,
  data: null,
  isRead: false,
  createdDate: minutesAgo(id * 5),
  readDate: null,
  expiresDate: null,
  ...extra,
});

/** A Download notification's data string. */
export const downloadData = (downloadJobId: number, status: string, progress = 0) =>
  JSON.stringify({ downloadJobId, status, progress });

/** A hub connection without a network: tests emit its events and reconnects. */
export class FakeHub implements LiveConnection {
  private readonly handlers = new Map<string, (...args: unknown[]) => void>();
  private readonly reconnected: Array<(connectionId?: string) => void> = [];
  start = jest.fn(() => Promise.resolve());
  stop = jest.fn(() => Promise.resolve());
  invoke = jest.fn((_method: string, ..._args: unknown[]): Promise<unknown> => Promise.resolve());
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
  }
  private readonly closed: Array<(error?: Error) => void> = [];
  onreconnected(callback: (connectionId?: string) => void) {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void) {
    this.closed.push(callback);
  }
  /** Ends the connection as the client does once its reconnect attempts run out. */
  close(error?: Error) {
    act(() => this.closed.forEach((callback) => callback(error)));
  }
  /** Delivers a server event, as the hub client would. */
  emit(event: string, ...args: unknown[]) {
    act(() => this.handlers.get(event)?.(...args));
  }
  /** Completes an automatic reconnect. */
  reconnect() {
    act(() => this.reconnected.forEach((callback) => callback('next-connection')));
  }
}

/** A connection factory that records every connection it makes (each failing to start if asked). */
export function fakeHubs({ startError }: { startError?: Error } = {}) {
  const hubs: FakeHub[] = [];
  const create = () => {
    const hub = new FakeHub();
    if (startError) hub.start.mockRejectedValue(startError);
    hubs.push(hub);
    return hub;
  };
  return { hubs, create };
}

/** A stand-in for the browser's Notification API with a settable permission. */
export class FakeBrowserNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeBrowserNotification[] = [];
  static requestPermission = jest.fn(async () => FakeBrowserNotification.permission);
  onclose: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options?: NotificationOptions,
  ) {
    FakeBrowserNotification.shown.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

/** Installs the fake Notification API with a permission; returns a function that removes it. */
export function installBrowserNotifications(permission: NotificationPermission) {
  FakeBrowserNotification.permission = permission;
  FakeBrowserNotification.shown = [];
  FakeBrowserNotification.requestPermission.mockClear();
  Object.assign(globalThis, { Notification: FakeBrowserNotification });
  return () => {
    delete (globalThis as { Notification?: unknown }).Notification;
  };
}

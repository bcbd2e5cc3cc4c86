import type { Page, WebSocketRoute } from '@playwright/test';

/** Every message of the JSON hub protocol ends with this record separator. */
const RS = '\x1e';

/** One hub protocol message (an invocation has a target and arguments). */
export interface HubRecord {
  type?: number;
  target?: string;
  arguments?: unknown[];
}

/** A view of the page's notifications hub connection that can hold server events back. */
export interface HubTap {
  /** Resolves once the hub has answered the handshake: from then on events reach the page. */
  connected: Promise<void>;
  /**
   * Holds the server's messages that match until release(), and delays the page's notification
   * list reads as well (a slow network: the answers are the server's own, only later).
   */
  hold(matches: (record: HubRecord) => boolean): void;
  /** Delivers what was held, in order, and lets everything through again. */
  release(): void;
}

/**
 * Routes the page's hub WebSocket through the test (the page still talks to the real hub: the
 * socket is opened from the page, with its cookies and Origin). Call before the page connects.
 */
export async function tapHub(page: Page): Promise<HubTap> {
  let onConnected = () => {};
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  let matches: ((record: HubRecord) => boolean) | null = null;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const held: Array<{ ws: WebSocketRoute; text: string }> = [];

  await page.routeWebSocket(/\/hubs\/user-notifications\?id=/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string') return ws.send(message);
      for (const text of message.split(RS).filter(Boolean)) {
        const record = JSON.parse(text) as HubRecord;
        // The handshake answer is the only message without a type.
        if (record.type === undefined) onConnected();
        if (matches?.(record)) held.push({ ws, text });
        else ws.send(text + RS);
      }
    });
  });
  await page.route(/\/api\/user-notifications\?/, async (route) => {
    if (gate) await gate.promise;
    // The page may have given up on the request meanwhile (a newer refetch replaced it).
    await route.continue().catch(() => undefined);
  });

  return {
    connected,
    hold(next) {
      matches = next;
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release() {
      matches = null;
      gate?.open();
      gate = null;
      for (const { ws, text } of held.splice(0)) ws.send(text + RS);
    },
  };
}

/** The notification a UserNotificationCreated message carries, if it is one. */
export function createdNotification(record: HubRecord) {
  if (record.type !== 1 || record.target !== 'UserNotificationCreated') return null;
  return (record.arguments?.[0] ?? null) as { type: string; title: string; data: string | null };
}

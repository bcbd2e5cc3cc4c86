import type { Page } from '@playwright/test';

/** The notifications hub's socket, as the page opens it (after negotiating its token). */
const HUB_SOCKET = /\/hubs\/user-notifications\?id=/;

/**
 * Sends the page's hub socket to one API process, `apiOrigin`, rather than through the
 * portal's round-robin proxy, so a test knows which process holds it. The socket is carried by
 * this Node process (its own WebSocket, with the page's origin and cookies); the connection's
 * token is signed, so any process of the portal accepts it.
 */
export async function pinHubTo(page: Page, apiOrigin: string) {
  await page.routeWebSocket(HUB_SOCKET, async (socket) => {
    const from = new URL(socket.url());
    const to = new URL(`${from.pathname}${from.search}`, apiOrigin.replace(/^http/, 'ws'));
    const cookies = await page.context().cookies(`${from.protocol.replace('ws', 'http')}//${from.host}`);
    const init = {
      headers: {
        Origin: `${from.protocol.replace('ws', 'http')}//${from.host}`,
        Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      },
    };
    // Node's WebSocket (undici) takes the request's headers beside the standard arguments.
    const upstream = new WebSocket(to, init as unknown as string[]);
    const early: string[] = [];
    upstream.onopen = () => {
      for (const message of early.splice(0)) upstream.send(message);
    };
    upstream.onmessage = (event: MessageEvent) => {
      socket.send(
        typeof event.data === 'string' ? event.data : Buffer.from(event.data as ArrayBuffer),
      );
    };
    upstream.onclose = (event: CloseEvent) =>
      socket.close({ code: event.code === 1005 ? 1000 : event.code, reason: event.reason });
    socket.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString('utf8');
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    socket.onClose(() => upstream.close());
  });
}

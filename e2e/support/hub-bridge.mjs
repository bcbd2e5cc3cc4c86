// A page's hub socket sent to one API process of a portal of several, for the live-session
// journey and bench (issue 50): the portal's proxy deals sockets round robin, so without this a
// test could not know that presenter and follower sit on different processes.

/** The notifications hub's socket, as the page opens it (after negotiating its token). */
const HUB_SOCKET = /\/hubs\/user-notifications\?id=/;

/**
 * Sends the page's hub socket to `apiOrigin` (one API process) rather than through the
 * portal's round-robin proxy. This Node process carries it (its own WebSocket, with the page's
 * origin and cookies); the connection's token is signed, so any process accepts it.
 * @param {import('@playwright/test').Page} page
 * @param {string} apiOrigin
 */
export async function pinHubTo(page, apiOrigin) {
  await page.routeWebSocket(HUB_SOCKET, async (socket) => {
    const from = new URL(socket.url());
    const origin = `${from.protocol.replace('ws', 'http')}//${from.host}`;
    const to = new URL(`${from.pathname}${from.search}`, apiOrigin.replace(/^http/, 'ws'));
    const cookies = await page.context().cookies(origin);
    // Node's WebSocket (undici) takes the request's headers beside the standard arguments.
    const upstream = new WebSocket(to, {
      headers: {
        Origin: origin,
        Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      },
    });
    /** @type {string[]} */
    const early = [];
    upstream.onopen = () => {
      for (const message of early.splice(0)) upstream.send(message);
    };
    upstream.onmessage = (event) => {
      socket.send(typeof event.data === 'string' ? event.data : Buffer.from(event.data));
    };
    upstream.onclose = (event) =>
      socket.close({ code: event.code === 1005 ? 1000 : event.code, reason: event.reason });
    socket.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString('utf8');
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    socket.onClose(() => upstream.close());
  });
}

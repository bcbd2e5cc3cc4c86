import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';
import { PORTAL_URL, remoteOrigin } from '../support/ports';

/** Opens the hub socket from the page's own origin; resolves with its first message or its end. */
const openHub = (url: string) =>
  new Promise<string>((resolve) => {
    const socket = new WebSocket(url);
    socket.onopen = () => socket.send('{"protocol":"json","version":1}\u001e');
    socket.onmessage = (event) => resolve(`message ${String(event.data)}`);
    socket.onclose = (event) => resolve(`closed ${event.code}`);
  });

test('the hub answers the portal’s pages and refuses a socket opened by another origin', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  const hubUrl = async () => {
    const negotiate = await page.request.post(
      '/hubs/user-notifications/negotiate?negotiateVersion=1',
    );
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    return `${PORTAL_URL.replace('http', 'ws')}/hubs/user-notifications?id=${connectionToken}`;
  };

  expect(await page.evaluate(openHub, await hubUrl())).toBe('message {}\u001e');

  // Another site on the same host sends the session cookie along (same-site): the Origin decides.
  // (A document without the portal's Content-Security-Policy, which would block the socket
  // before the hub could refuse it.)
  await page.goto(`${remoteOrigin('mfe_embed')}/mf-manifest.json`);
  expect(await page.evaluate(openHub, await hubUrl())).toMatch(/^closed /);
});

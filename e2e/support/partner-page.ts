import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type FrameLocator } from '@playwright/test';

/**
 * Serves a page of another origin (a partner's site) holding `body`, for as long as `visit`
 * runs: the way to show portal pages inside a foreign page's iframe.
 */
export async function partnerPage(body: string, visit: (url: string) => Promise<void>) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>Partner site</title><h1>Partner site</h1>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await visit(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

/**
 * Gives a share link's password inside a frame, then waits for what it opens: the project's
 * heading, and a picture loaded through the link (its requests carry the visit too).
 */
export async function unlockInFrame(shared: FrameLocator, password: string, project: string) {
  await shared.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(password);
  await shared.getByRole('button', { name: 'Open' }).click();
  await expect(shared.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await expect
    .poll(() =>
      shared
        .locator('img[src*="/api/share/"]')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
}

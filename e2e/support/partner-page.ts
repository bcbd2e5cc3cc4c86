import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

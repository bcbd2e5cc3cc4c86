import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';

/** The chunk size the end-to-end portal's API asks for (the smallest it takes). */
export const UPLOAD_CHUNK_BYTES = 65_536;

/** A committed video fixture (e2e/fixtures/video, see its README). */
export const videoFixture = (name: string) =>
  path.join(import.meta.dirname, '..', 'fixtures', 'video', name);

/** The chunk number a chunk request carries in its multipart fields, or null for another request. */
export function chunkNumberOf(request: Request): number | null {
  if (request.method() !== 'POST' || !request.url().endsWith('/api/uploads/chunks')) return null;
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const match = /name="chunkNumber"\r\n\r\n(\d+)/.exec(body);
  return match ? Number(match[1]) : null;
}

/**
 * Records the chunk numbers a page posts, in order. The chunks are intercepted (a request's
 * multipart body is readable only then); `pass` may fail one instead of letting it through.
 */
export async function watchChunks(
  page: Page,
  pass: (chunkNumber: number, route: Route) => Promise<void> = (_, route) => route.continue(),
) {
  const sent: number[] = [];
  await page.route('**/api/uploads/chunks', async (route) => {
    const n = chunkNumberOf(route.request())!;
    sent.push(n);
    await pass(n, route);
  });
  return sent;
}

import path from 'node:path';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { signInAdmin } from './admin-api';

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

/** A fresh post of a Harbour project, opened in the studio admin's page. */
export async function freshPost(browser: Parameters<typeof signInAdmin>[0], title: string) {
  const ada = await signInAdmin(browser);
  const clients = (await (await ada.get('/api/projects/clients')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const clientId = clients.find((client) => client.name === 'Harbour & Co Architects')!.id;
  const project = (await (
    await ada.post('/api/projects', { name: `${title} project`, clientId, visibility: 3 })
  ).json()) as { id: number };
  await ada.post(`/api/projects/${project.id}/posts`, { title, summary: '' });
  await ada.page.goto(`/projects/${project.id}`);
  return ada;
}

/** Opens the upload dialog of the post titled `title`. */
export async function openUploads(page: Page, title: string) {
  await page.getByRole('button', { name: `Upload files to ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload files to ${title}` });
  await expect(dialog.getByRole('button', { name: 'Choose files' })).toBeVisible();
  return dialog;
}

/** A 1280 × 720 PNG of one colour with a few shapes, drawn by the browser. */
export async function renderPng(page: Page, colour: string) {
  const dataUrl = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(1280, 720);
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1280, 720);
    context.fillStyle = '#ffffff';
    for (let i = 0; i < 40; i++) context.fillRect((i * 131) % 1280, (i * 71) % 720, 60, 40);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  }, colour);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshPost, openUploads } from '../support/uploads';

// Previews made on the server (issue 30): an upload's tile shows a picture made for its size,
// never the original; a video master plays from its web copy.
test.describe.configure({ timeout: 120_000 });

/** A 2560 × 1440 PNG with a render's worth of detail, drawn by the browser. */
async function renderPng(page: Page) {
  const dataUrl = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2560, 1440);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 2560, 1440);
    sky.addColorStop(0, '#0b3d91');
    sky.addColorStop(1, '#f4a261');
    context.fillStyle = sky;
    context.fillRect(0, 0, 2560, 1440);
    for (let i = 0; i < 600; i++) {
      context.fillStyle = `hsl(${(i * 37) % 360} 60% 50%)`;
      context.fillRect((i * 97) % 2560, (i * 53) % 1440, 40 + (i % 50), 30 + (i % 40));
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test('a 2560-px PNG upload shows a tile picture at most twice its shown width, never the original', async ({
  browser,
}) => {
  const title = `Renders ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const page = ada.page;
  const originals: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/media\/\d+\/file/.test(request.url())) originals.push(request.url());
  });
  const dialog = await openUploads(page, title);
  await dialog.getByLabel('Files to upload').setInputFiles({
    name: 'Atrium render.png',
    mimeType: 'image/png',
    buffer: await renderPng(page),
  });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  const files = dialog.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem', { name: 'Atrium render.png' })).toContainText(
    'Added to the post',
    { timeout: 60_000 },
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The tile says its preview is on its way until the page sees it made (it looks again).
  const tile = page.getByRole('button', { name: 'Open Atrium render (Image)' });
  const picture = page.getByRole('listitem').filter({ has: tile }).locator('img');
  await expect(picture).toBeVisible({ timeout: 60_000 });
  await expect(tile).not.toHaveAccessibleDescription(/Preparing preview/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The picture's own pixels (naturalWidth is corrected for the srcset's density).
  const shown = await picture.evaluate(async (img: HTMLImageElement) => ({
    pixels: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
    width: img.getBoundingClientRect().width,
    source: img.currentSrc,
  }));
  expect(shown.source).toMatch(/\/thumbnail\?w=\d+$/);
  expect(shown.pixels).toBeLessThanOrEqual(2 * shown.width);
  expect(shown.pixels).toBeLessThan(2560);
  expect(originals).toEqual([]);
  await ada.close();
});

/** A 2-second ProRes master with a tone, as a studio's editor exports it (made by ffmpeg). */
function proresMaster() {
  const file = path.join(os.tmpdir(), `e2e-master-${process.pid}.mov`);
  const made = spawnSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '2'],
    ...['-c:v', 'prores_ks', '-profile:v', '0', '-c:a', 'pcm_s16le', file],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the master: ${made.stderr}`);
  return file;
}

test('a ProRes master plays in Chromium from its web copy, with a poster', async ({ browser }) => {
  const title = `Masters ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const page = ada.page;
  const dialog = await openUploads(page, title);
  await dialog.getByLabel('Files to upload').setInputFiles({
    name: 'Lobby master.mov',
    mimeType: 'video/quicktime',
    buffer: fs.readFileSync(proresMaster()),
  });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: 'Lobby master.mov' }),
  ).toContainText('Added to the post', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The poster arrives on the tile once the copies are made (the page looks again).
  const tile = page.getByRole('button', { name: 'Open Lobby master (Video)' });
  await expect(page.getByRole('listitem').filter({ has: tile }).locator('img')).toBeVisible({
    timeout: 90_000,
  });
  await tile.click();
  const viewer = page.getByRole('dialog', { name: 'Lobby master' });
  const video = viewer.getByLabel('Lobby master');
  await expect(video).toHaveAttribute('src', /\/api\/media\/\d+\/playback\?h=360$/);
  await expect(video).toHaveAttribute('poster', /\/api\/media\/\d+\/thumbnail$/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.2);
  const poster = await video.evaluate(async (element: HTMLVideoElement) => {
    const answer = await fetch(element.poster);
    const picture = await createImageBitmap(await answer.blob());
    return { type: answer.headers.get('content-type'), width: picture.width };
  });
  expect(poster.type).toMatch(/^image\/(avif|webp|jpeg)$/);
  expect(poster.width).toBe(640);
  await ada.close();
});

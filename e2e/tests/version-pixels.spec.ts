import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshPost, openUploads } from '../support/uploads';

// Versions show what they say (walk D1, D2): each version of an image, a video and a PDF is
// picked in the viewer, and the pixels on screen are that version's file's colour, not the
// latest's. The files are one colour each, so a wrong picture cannot pass.
test.describe.configure({ timeout: 180_000 });
const MADE = { timeout: 60_000 };

type Rgb = [number, number, number];
const BLUE: Rgb = [20, 60, 200];
const ORANGE: Rgb = [240, 150, 40];
const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/** A 640 × 360 PNG of one colour, drawn by the browser. */
async function solidPng(page: Page, colour: Rgb) {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(640, 360);
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 640, 360);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  }, hex(colour));
  return Buffer.from(base64, 'base64');
}

/** A 2 s, 640 × 360, 30 fps H.264 mp4 of one colour, made by ffmpeg. */
function solidMp4(colour: Rgb) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'version-pixels-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=${hex(colour)}:s=640x360:r=30:d=2`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-b:v', '500k', '-movflags', '+faststart', file],
  ]);
  return fs.readFileSync(file);
}

/** A one-page PDF (400 × 300 pt) filled with one colour. */
function solidPdf([r, g, b]: Rgb) {
  const fill = `${[r, g, b].map((n) => (n / 255).toFixed(3)).join(' ')} rg 0 0 400 300 re f`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 4 0 R >>',
    `<< /Length ${fill.length} >>\nstream\n${fill}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The colour at the centre of what an image, a video or a canvas shows now. */
const centreColour = (element: Locator) =>
  element.evaluate((node): [number, number, number] | null => {
    const source = node as HTMLImageElement | HTMLVideoElement | HTMLCanvasElement;
    const width =
      source instanceof HTMLImageElement
        ? source.naturalWidth
        : source instanceof HTMLVideoElement
          ? source.videoWidth
          : source.width;
    const height =
      source instanceof HTMLImageElement
        ? source.naturalHeight
        : source instanceof HTMLVideoElement
          ? source.videoHeight
          : source.height;
    if (!width || !height) return null;
    if (source instanceof HTMLVideoElement && source.readyState < 2) return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.drawImage(source, 0, 0);
    const [r, g, b] = context.getImageData(width >> 1, height >> 1, 1, 1).data;
    return [r!, g!, b!];
  });

/** The colours on screen at points of an element (fractions of its width and height). */
async function screenColours(element: Locator, points: Array<[number, number]>) {
  const shot = (await element.screenshot()).toString('base64');
  return element.page().evaluate(
    async ({ png, at }) => {
      // From bytes, not a data: address (the portal's CSP lets no page fetch one).
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => {
        const [r, g, b] = context.getImageData(
          Math.floor(x * bitmap.width),
          Math.floor(y * bitmap.height),
          1,
          1,
        ).data;
        return [r!, g!, b!] as Rgb;
      });
    },
    { png: shot, at: points },
  );
}

const distance = (seen: Rgb, colour: Rgb) =>
  Math.max(...seen.map((value, index) => Math.abs(value - colour[index]!)));

/** Waits until the centre of `element` shows `colour` (within what compression changes). */
async function expectColour(element: Locator, colour: Rgb) {
  await expect
    .poll(
      async () => {
        const seen = await centreColour(element);
        return seen
          ? Math.max(...seen.map((value, index) => Math.abs(value - colour[index]!)))
          : 255;
      },
      { timeout: 30_000, message: `shows ${hex(colour)}` },
    )
    .toBeLessThan(40);
}

/** Uploads version 1 of `name` into the post, then version 2 from the medium's menu. */
async function twoVersions(
  page: Page,
  post: string,
  title: string,
  files: { name: string; mimeType: string; v1: Buffer; v2: Buffer },
) {
  const uploads = await openUploads(page, post);
  await uploads
    .getByLabel('Files to upload')
    .setInputFiles({ name: files.name, mimeType: files.mimeType, buffer: files.v1 });
  await uploads.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(uploads.getByRole('listitem', { name: files.name })).toContainText(
    'Added to the post',
    MADE,
  );
  await uploads.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Upload new version' }).click();
  const upload = page.getByRole('dialog', { name: `Upload a new version of ${title}` });
  const second = `v2 ${files.name}`;
  await upload
    .getByLabel('File to upload')
    .setInputFiles({ name: second, mimeType: files.mimeType, buffer: files.v2 });
  await upload.getByRole('button', { name: 'Upload new version' }).click();
  await expect(upload.getByRole('listitem', { name: second })).toContainText(
    `Now version 2 of ${title}`,
    MADE,
  );
  await upload.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: new RegExp(`^Comments on ${title}: `) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByLabel('Version')).toHaveValue('2');
  return dialog;
}

test('each version of an image shows its own picture', async ({ browser }) => {
  const post = `Still versions ${Date.now()}`;
  const ada = await freshPost(browser, post);
  const dialog = await twoVersions(ada.page, post, 'Terrace', {
    name: 'Terrace.png',
    mimeType: 'image/png',
    v1: await solidPng(ada.page, BLUE),
    v2: await solidPng(ada.page, ORANGE),
  });
  const picture = () => dialog.getByRole('img', { name: 'Terrace' }).first();
  await expectColour(picture(), ORANGE);
  await dialog.getByLabel('Version').selectOption('1');
  await expectColour(picture(), BLUE);
  await dialog.getByLabel('Version').selectOption('2');
  await expectColour(picture(), ORANGE);
  await ada.close();
});

test('each version of a video plays its own frames, in the viewer and on both sides of Compare', async ({
  browser,
}) => {
  const post = `Video versions ${Date.now()}`;
  const ada = await freshPost(browser, post);
  const dialog = await twoVersions(ada.page, post, 'Approach', {
    name: 'Approach.mp4',
    mimeType: 'video/mp4',
    v1: solidMp4(BLUE),
    v2: solidMp4(ORANGE),
  });
  const video = dialog.locator('video');
  await expectColour(video, ORANGE);
  await dialog.getByLabel('Version').selectOption('1');
  await expectColour(video, BLUE);

  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(dialog.getByLabel('Left')).toHaveValue('v1');
  await expect(dialog.getByLabel('Right')).toHaveValue('v2');
  // Played (a paused player that only read its metadata has no frame to read yet).
  await dialog.getByRole('button', { name: 'Play' }).click();
  for (const side of [dialog.locator('video').first(), dialog.locator('video').last()]) {
    await expect
      .poll(() => side.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.2);
  }
  await expectColour(dialog.locator('video').first(), BLUE);
  await expectColour(dialog.locator('video').last(), ORANGE);

  // Wiped: v1 left of the divider, v2 right of it, on screen; End shows v1 alone.
  await dialog
    .locator('label')
    .filter({ hasText: /^Wipe$/ })
    .click();
  const stage = dialog.locator('div:has(> div > video)');
  const wiped = () =>
    screenColours(stage, [
      [0.25, 0.5],
      [0.75, 0.5],
    ]);
  await expect
    .poll(async () => {
      const [leftSide, rightSide] = await wiped();
      return Math.max(distance(leftSide!, BLUE), distance(rightSide!, ORANGE));
    })
    .toBeLessThan(40);
  await dialog.getByRole('slider', { name: 'Divider position' }).focus();
  await ada.page.keyboard.press('End');
  await expect.poll(async () => distance((await wiped())[1]!, BLUE)).toBeLessThan(40);

  // On a phone the shared position slider keeps a usable width.
  await ada.page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => (await dialog.locator('.mantine-Slider-root').boundingBox())?.width)
    .toBeGreaterThan(150);
  await ada.close();
});

test('each version of a PDF draws its own pages', async ({ browser }) => {
  const post = `PDF versions ${Date.now()}`;
  const ada = await freshPost(browser, post);
  const dialog = await twoVersions(ada.page, post, 'Plans', {
    name: 'Plans.pdf',
    mimeType: 'application/pdf',
    v1: solidPdf(BLUE),
    v2: solidPdf(ORANGE),
  });
  const page = () => dialog.locator('.react-pdf__Page canvas').first();
  await expectColour(page(), ORANGE);
  await dialog.getByLabel('Version').selectOption('1');
  await expectColour(page(), BLUE);
  await ada.close();
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { renderFirstPage } from './pdf-previews.js';

const REPORT = path.join(DEMO_ASSETS_DIR, 'pavilion-design-report.pdf');

it("draws a PDF's first page 1920 px wide on white, and counts its pages", async () => {
  const page = await renderFirstPage(REPORT);
  expect(page.pages).toBe(4);
  // A4 landscape (842 × 595 pt): 1920 × 1357 px.
  expect([page.width, page.height]).toEqual([1920, 1357]);
  const { width, height, channels } = await sharp(page.png).metadata();
  expect([width, height]).toEqual([1920, 1357]);
  // Drawn, not blank: the page has its renders and text on it, on white.
  const stats = await sharp(page.png).stats();
  expect(stats.channels.slice(0, 3).some((channel) => channel.stdev > 20)).toBe(true);
  const corner = await sharp(page.png)
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer();
  expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
  expect(channels).toBeGreaterThanOrEqual(3);
});

it('throws for bytes that are not a PDF, and for one cut short', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-previews-'));
  try {
    const words = path.join(dir, 'notes.pdf');
    fs.writeFileSync(words, 'Not a PDF: the notes of the site visit, saved with the wrong name.');
    await expect(renderFirstPage(words)).rejects.toThrow();
    const cut = path.join(dir, 'cut.pdf');
    const whole = fs.readFileSync(REPORT);
    fs.writeFileSync(cut, whole.subarray(0, 2000));
    await expect(renderFirstPage(cut)).rejects.toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

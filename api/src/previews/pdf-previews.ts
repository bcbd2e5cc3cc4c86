import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF's previews (issue 30): its first page drawn by pdf.js (the same library the portal's
// viewer uses, on @napi-rs/canvas, prebuilt: nothing compiles), and its page count. The page is
// drawn 1920 px wide at most; the picture's previews are made from it as an image's.

/** The widest the first page is drawn (the widest picture preview). */
const PAGE_WIDTH = 1920;
/** pdf.js's metrics of the 14 standard fonts, for a PDF that does not embed them. */
const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A PDF's first page as PNG bytes, its size in pixels, and how many pages it has. */
export interface FirstPage {
  png: Buffer;
  width: number;
  height: number;
  pages: number;
}

/** The PDF is protected: its pages cannot be read without its password. */
export class ProtectedPdf extends Error {}

/** Draws a PDF's first page (white behind it); throws for bytes pdf.js cannot read. */
export async function renderFirstPage(file: string): Promise<FirstPage> {
  const data = new Uint8Array(await fs.readFile(file));
  const loading = getDocument({
    data,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const pdf = await loading.promise.catch((error: unknown) => {
      // pdf.js does not export its PasswordException: it is known by name.
      throw error instanceof Error && error.name === 'PasswordException'
        ? new ProtectedPdf(error.message)
        : error;
    });
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(4, PAGE_WIDTH / natural.width) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    await page.render({
      // @napi-rs/canvas is the canvas pdf.js itself uses in Node (its DOM types are the browser's).
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      background: '#ffffff',
    }).promise;
    return { png: canvas.toBuffer('image/png'), width, height, pages: pdf.numPages };
  } finally {
    await loading.destroy();
  }
}

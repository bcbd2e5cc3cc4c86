import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_PDF_BYTES, MAX_PDF_PAGES, PDF_TIME_LIMIT_MS } from './limits.js';

// A PDF's previews (issue 30): its first page drawn by pdf.js (the same library the portal's
// viewer uses, on @napi-rs/canvas, prebuilt: nothing compiles), and its page count. The page is
// drawn 1920 px wide at most; the picture's previews are made from it as an image's. Only the
// bytes given are read (no address, no font of the system or the web, no code evaluated), within
// the limits of `limits.ts`: its size, its page count and a time.

/** The widest the first page is drawn (the widest picture preview). */
const PAGE_WIDTH = 1920;
/** The tallest it is drawn: a page far taller than wide (a strip) is drawn narrower. */
const PAGE_HEIGHT = 4 * PAGE_WIDTH;
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

/** The PDF has more bytes or pages than a preview reads, or took longer than it may. */
export class PdfTooLarge extends Error {}

/**
 * Draws a PDF's first page (white behind it); throws `PdfTooLarge` past a limit, and for bytes
 * pdf.js cannot read. pdf.js runs on this thread (its fake worker): the time limit ends it
 * between its steps, which are short.
 */
export async function renderFirstPage(file: string): Promise<FirstPage> {
  const { size } = await fs.stat(file);
  if (size > MAX_PDF_BYTES) throw new PdfTooLarge(`${size} bytes`);
  const data = new Uint8Array(await fs.readFile(file));
  const loading = getDocument({
    data,
    standardFontDataUrl: STANDARD_FONTS,
    // Only these bytes: no range requests, no fonts of the system or loaded into a page (pdf.js
    // 6 has no `isEvalSupported`: it never evaluates code).
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PdfTooLarge(`over ${PDF_TIME_LIMIT_MS} ms`)),
      PDF_TIME_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([drawFirstPage(loading), late]);
  } finally {
    clearTimeout(timer);
    await loading.destroy();
  }
}

/** The first page of a loading PDF, drawn. */
async function drawFirstPage(loading: ReturnType<typeof getDocument>): Promise<FirstPage> {
  const pdf = await loading.promise.catch((error: unknown) => {
    // pdf.js does not export its PasswordException: it is known by name.
    throw error instanceof Error && error.name === 'PasswordException'
      ? new ProtectedPdf(error.message)
      : error;
  });
  if (pdf.numPages > MAX_PDF_PAGES) throw new PdfTooLarge(`${pdf.numPages} pages`);
  const page = await pdf.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(4, PAGE_WIDTH / natural.width, PAGE_HEIGHT / natural.height);
  const viewport = page.getViewport({ scale });
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
}

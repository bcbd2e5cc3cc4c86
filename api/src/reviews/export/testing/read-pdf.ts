import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reports read back with pdf.js (the library the API draws PDF pages with): their text page by
// page, and where each picture was painted.

const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A PDF's text, one string a page (lines joined by line breaks), and its pictures' boxes. */
export async function readPdf(bytes: Buffer) {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  const pages: string[] = [];
  const images: { page: number; top: number; bottom: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
    const { fnArray, argsArray } = await page.getOperatorList();
    let transform: number[] = [];
    fnArray.forEach((fn, i) => {
      if (fn === OPS.transform) transform = argsArray[i] as number[];
      // pdfkit flips each page (y down from the top) and draws a picture at [w 0 0 -h x y+h].
      if (fn === OPS.paintImageXObject) {
        const [, , , height = 0, , y = 0] = transform;
        images.push({ page: n, top: y + height, bottom: y });
      }
    });
  }
  await loading.destroy();
  return { pages, text: pages.join('\n'), images };
}

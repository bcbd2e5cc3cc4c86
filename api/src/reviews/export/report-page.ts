import { inReportFont as t } from './report-text.js';
import type { ThreadStill } from './stills.js';

// The review report's page (`pdf-report.ts`): where pdfkit's cursor is, and the few ways the
// report writes: headings, wrapped lines, label and value, a rule, a still kept whole, the feet.

/** The page's margin on every side (points): 2 cm. */
export const MARGIN = 56;
/** The colour of what is said about a comment (its place, author, date). */
export const GREY = '#555555';
const RULE = '#cccccc';
/** How wide a still is shown (points): half the page's text, at 2 pixels a point. */
const STILL_WIDTH = 240;
/** How tall a still may be shown (points): a portrait picture is shown narrower. */
const STILL_HEIGHT = 320;

/** The page's cursor, with the report's few ways of writing on it. */
export class Page {
  /** The text's width and a page's height within the margins (points). */
  readonly width: number;
  readonly height: number;
  constructor(readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - 2 * MARGIN;
    this.height = doc.page.height - 2 * MARGIN;
  }

  /** A new page unless `height` points are left on this one. */
  keep(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  heading(text: string) {
    this.keep(60);
    this.doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('black');
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width }).moveDown(0.4);
  }

  /** Wrapped text (pages turn within it when it is long). */
  line(text: string, colour: string, size = 10, indent = 0) {
    this.doc.font('Helvetica').fontSize(size).fillColor(colour);
    this.doc.text(t(text), MARGIN + indent, this.doc.y, { width: this.width - indent });
  }

  particulars(lines: [label: string, value: string][]) {
    for (const [label, value] of lines) {
      const y = this.doc.y;
      this.doc.font('Helvetica').fillColor(GREY).text(label, MARGIN, y, { width: 80 });
      this.doc.fillColor('black').text(t(value), MARGIN + 80, y, { width: this.width - 80 });
    }
  }

  rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 8;
  }

  /** A still, whole on one page: a new page first when it does not fit on this one. */
  still(still: ThreadStill) {
    const { shown, tall } = this.stillSize(still);
    this.doc.moveDown(0.4);
    this.keep(tall);
    const y = this.doc.y;
    this.doc.image(still.jpeg, MARGIN, y, { width: shown, height: tall });
    this.doc.x = MARGIN;
    this.doc.y = y + tall + 4;
  }

  /** The size a still is shown at (points): `STILL_WIDTH` wide, at most `STILL_HEIGHT` high. */
  stillSize({ width, height }: ThreadStill) {
    const scale = Math.min(STILL_WIDTH / width, STILL_HEIGHT / height);
    return { shown: width * scale, tall: height * scale };
  }

  /** "Page N of M" and the report's name at the foot of every page. */
  footers(name: string) {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Within the bottom margin: held at 0 while the foot is written, or pdfkit turns a page.
      const { bottom } = this.doc.page.margins;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN + 20;
      this.doc.font('Helvetica').fontSize(8).fillColor(GREY);
      this.doc.text(t(name), MARGIN, y, {
        width: this.width * 0.75,
        lineBreak: false,
        ellipsis: true,
      });
      this.doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

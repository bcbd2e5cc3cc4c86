import { withGst } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { ItemRow } from './definition.js';

// The estimate, the tax invoice and the receipt as PDFs, drawn on request with pdfkit's built-in
// Helvetica (no font files). Streams are left uncompressed: the files stay small and their text
// can be read back by a test.

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
/** Cents as AUD, en-AU ($18,500.00). */
export const aud = (cents: number) => money.format(cents / 100);

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'long',
  timeZone: 'Australia/Sydney',
});
/** An ISO time or a YYYY-MM-DD date as an Australian date (3 December 2026). */
export const auDate = (value: string) =>
  dateFormat.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** Who a document is from and for. */
export interface Parties {
  studio: string;
  client: string;
  project: string;
}

/** A label and its value on one line. */
type Line = [label: string, value: string];

/** One document: a heading, its particulars, what it is for, and its amounts (the last bold). */
interface Sheet {
  heading: string;
  parties: Parties;
  particulars: Line[];
  title: string;
  description: string;
  amounts: Line[];
  note: string;
}

const MARGIN = 56;
const GREY = '#555555';

/** Draws a sheet into a PDF and resolves with its bytes. */
function render(sheet: Sheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: sheet.heading, Author: sheet.parties.studio },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const line = ([label, value]: Line, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(bold ? 'black' : GREY);
    doc.text(label, MARGIN, y, { width: width / 2 });
    doc.fillColor('black').text(value, MARGIN + width / 2, y, { width: width / 2, align: 'right' });
  };

  doc.font('Helvetica-Bold').fontSize(12).fillColor(GREY).text(sheet.parties.studio);
  doc.moveDown(0.5).fillColor('black').fontSize(26).text(sheet.heading);
  doc.moveDown(0.8).fontSize(11);
  for (const particular of sheet.particulars) line(particular);
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).text(sheet.title, MARGIN, doc.y, { width });
  if (sheet.description) {
    doc.moveDown(0.4).font('Helvetica').fontSize(11).text(sheet.description, { width });
  }
  doc.moveDown(1.2).fontSize(11);
  sheet.amounts.forEach((amount, index) => line(amount, index === sheet.amounts.length - 1));
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(GREY).text(sheet.note, MARGIN, doc.y, {
    width,
  });
  doc.end();
  return done;
}

/** Amount, GST and total lines ('Total (incl. GST)' only when GST applies). */
function amountLines(cents: number, gst: boolean, totalLabel = 'Total'): Line[] {
  const { gstCents, totalCents } = withGst(cents, gst);
  return [
    ['Amount (excl. GST)', aud(cents)],
    [gst ? 'GST (10%)' : 'GST', gst ? aud(gstCents) : 'Not applicable'],
    [gst ? `${totalLabel} (incl. GST)` : totalLabel, aud(totalCents)],
  ];
}

const particulars = (parties: Parties, reference: string): Line[] => [
  ['Reference', reference],
  ['Client', parties.client],
  ['Project', parties.project],
];

const AUD_NOTE = 'All amounts are in Australian dollars (AUD).';

/** The estimate, or the actual once the work is done and its amount entered. */
export function estimatePdf(
  row: ItemRow<'estimates'>,
  parties: Parties,
  { actual, date }: { actual: boolean; date: string },
) {
  const heading = actual ? 'Actual' : 'Estimate';
  return render({
    heading,
    parties,
    particulars: [...particulars(parties, row.reference), ['Date', auDate(date)]],
    title: row.title,
    description: row.description,
    amounts: amountLines(actual ? row.actual_cents! : row.estimate_cents, row.gst === 1),
    note: actual
      ? `${AUD_NOTE} Estimated: ${aud(row.estimate_cents)} (excl. GST).`
      : `${AUD_NOTE} An estimate, not an invoice: the actual follows once the work is done.`,
  });
}

/** The tax invoice: issue date, due date, amount excl. GST, GST and the total incl. GST. */
export function invoicePdf(row: ItemRow<'invoices'>, parties: Parties) {
  return render({
    heading: 'Tax invoice',
    parties,
    particulars: [
      ...particulars(parties, row.reference),
      ['Issue date', row.issued_at ? auDate(row.issued_at) : 'Not issued yet'],
      ['Due date', row.due_date ? auDate(row.due_date) : 'On receipt'],
    ],
    title: row.title,
    description: row.description,
    amounts: amountLines(row.amount_cents, row.gst === 1, 'Total'),
    note: `${AUD_NOTE} Please quote ${row.reference} with your payment.`,
  });
}

/** The receipt of a paid invoice. */
export function receiptPdf(row: ItemRow<'invoices'>, parties: Parties) {
  const { totalCents } = withGst(row.amount_cents, row.gst === 1);
  return render({
    heading: 'Receipt',
    parties,
    particulars: [
      ...particulars(parties, row.reference),
      ['Paid on', auDate(row.paid_at!)],
      ['Amount paid', aud(totalCents)],
    ],
    title: row.title,
    description: '',
    amounts: amountLines(row.amount_cents, row.gst === 1, 'Paid'),
    note: `${AUD_NOTE} Received with thanks for invoice ${row.reference}.`,
  });
}

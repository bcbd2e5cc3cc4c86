import { placeShort, STUDIO_TIME_ZONE, timecodeOfFrame, type ReviewThread } from '@portal/contract';
import { framesOf, rateOf, startFrameOf, type ReviewExport } from './export-model.js';

// A spreadsheet of a medium's threads: one row per thread, its replies in one cell, so a
// producer can sort, filter and hand it on. RFC 4180 (quoted fields, CRLF), UTF-8 with a byte
// order mark so Excel reads names with accents as they are.

/** The columns, in order. */
export const CSV_COLUMNS = [
  'Comment',
  'Version',
  'Status',
  'Place',
  'Timecode in',
  'Timecode out',
  'Frame in',
  'Frame out',
  'Author',
  'Side',
  'Date',
  'Text',
  'Replies',
  'Resolved by',
] as const;

/** A date as the studio reads it in a sheet: `2026-12-07 15:45` in Sydney's time. */
const sheetDate = (iso: string) =>
  new Date(iso)
    .toLocaleString('sv-SE', { timeZone: STUDIO_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' })
    .replace(',', '');

/**
 * One field, quoted when it must be. A field a spreadsheet would read as a formula (`=`, `+`,
 * `-`, `@`, a tab or a carriage return first: a guest's words are a stranger's) starts with an
 * apostrophe, so it shows as the text it is (OWASP's CSV injection advice).
 */
export function csvField(value: string | number | null) {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const statusOf = (thread: ReviewThread) =>
  thread.isDeleted ? 'Deleted' : thread.resolved ? 'Resolved' : 'Open';

function rowOf(review: ReviewExport, thread: ReviewThread) {
  const { medium } = review;
  const frames = framesOf(thread, medium);
  const start = startFrameOf(medium);
  const timecode = (frame: number | null) =>
    frame === null ? null : timecodeOfFrame(start + frame, rateOf(medium));
  const replies = thread.replies
    .filter((reply) => !reply.isDeleted)
    .map((reply) => `${reply.author?.name ?? ''} (${sheetDate(reply.createdDate)}): ${reply.text}`)
    .join('\n');
  return [
    thread.number,
    thread.version,
    statusOf(thread),
    placeShort(thread.anchor, medium.frameRate, start),
    timecode(frames?.in ?? null),
    timecode(frames?.out ?? null),
    frames?.in ?? null,
    frames?.out ?? null,
    thread.author?.name ?? '',
    thread.author?.side ?? '',
    sheetDate(thread.createdDate),
    thread.text,
    replies,
    thread.resolved?.by ?? '',
  ];
}

/** The threads as a CSV file's text (with its byte order mark). */
export function toCsv(review: ReviewExport): string {
  const lines = [CSV_COLUMNS, ...review.threads.map((thread) => rowOf(review, thread))];
  return `\ufeff${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

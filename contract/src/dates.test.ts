import * as v from 'valibot';
import { DATE_RANGE_YEARS, dateRange, inDateRange } from './dates.ts';
import { NewShareLinkRequestSchema, SHARE_MESSAGES } from './share/index.ts';
import { InvoiceRequestSchema, WORKFLOW_MESSAGES } from './workflows/index.ts';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

/** Today's local calendar day moved by whole years and days, `YYYY-MM-DD`. */
function dayFromToday(years: number, days = 0) {
  const today = new Date();
  const day = new Date(today.getFullYear() + years, today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

it('reaches ten years from today either way, both ends included', () => {
  expect(DATE_RANGE_YEARS).toBe(10);
  expect(dateRange(new Date(2026, 10, 27))).toEqual({ min: '2016-11-27', max: '2036-11-27' });
  const today = new Date(2026, 10, 27);
  expect(inDateRange('2036-11-27', today)).toBe(true);
  expect(inDateRange('2036-11-28', today)).toBe(false);
  expect(inDateRange('2016-11-27', today)).toBe(true);
  expect(inDateRange('2016-11-26', today)).toBe(false);
});

it("takes an invoice's due date within the range and refuses one eleven years ahead or behind", () => {
  const invoice = { title: 'Stage 1', amountCents: 100 };
  expect(issuesOf(InvoiceRequestSchema, { ...invoice, dueDate: dayFromToday(9) })).toEqual([]);
  expect(issuesOf(InvoiceRequestSchema, { ...invoice, dueDate: dayFromToday(11) })).toEqual([
    ['dueDate', WORKFLOW_MESSAGES.dateOutOfRange],
  ]);
  expect(issuesOf(InvoiceRequestSchema, { ...invoice, dueDate: dayFromToday(-11) })).toEqual([
    ['dueDate', WORKFLOW_MESSAGES.dateOutOfRange],
  ]);
  expect(WORKFLOW_MESSAGES.dateOutOfRange).toBe('Choose a date within 10 years of today.');
  // Text that is no date gets the one message that says so.
  expect(issuesOf(InvoiceRequestSchema, { ...invoice, dueDate: 'soon' })).toEqual([
    ['dueDate', WORKFLOW_MESSAGES.dateInvalid],
  ]);
});

it("refuses a share link's last day beyond the range in the words of its own rule", () => {
  expect(issuesOf(NewShareLinkRequestSchema, { expiresOn: dayFromToday(0, 30) })).toEqual([]);
  expect(issuesOf(NewShareLinkRequestSchema, { expiresOn: dayFromToday(11) })).toEqual([
    ['expiresOn', SHARE_MESSAGES.expiryInvalid],
  ]);
});

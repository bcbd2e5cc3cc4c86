import { LOCALE } from './locale';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A date as en-AU writes it, e.g. `22 Nov 2026`; '' for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A date and time as en-AU writes it, e.g. `22 Nov 2026, 2:05 pm`; '' for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

// The digest's clock: once a day at 07:00 in Sydney (daylight saving included), and the dates
// e-mails show, in en-AU words and Sydney's time.

/** The digest's time zone and hour. */
export const DIGEST_ZONE = 'Australia/Sydney';
export const DIGEST_HOUR = 7;

const parts = new Intl.DateTimeFormat('en-AU', {
  timeZone: DIGEST_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall clock in Sydney at an instant, as numbers. */
function sydneyClock(instant: Date) {
  const get = (type: string) =>
    Number(parts.formatToParts(instant).find((part) => part.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Sydney's offset from UTC at an instant, in ms. */
function offsetAt(instant: Date) {
  const c = sydneyClock(instant);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The last digest time at or before an instant: the Sydney day it belongs to (`YYYY-MM-DD`) and
 * the instant of that day's 07:00. A digest gathers what waited until then.
 */
export function digestRunOf(instant: Date): { day: string; at: Date } {
  const c = sydneyClock(instant);
  // Before 07:00 in Sydney the latest run was yesterday's (Date.UTC rolls day 0 back a month).
  const date = new Date(Date.UTC(c.year, c.month - 1, c.hour < DIGEST_HOUR ? c.day - 1 : c.day));
  const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), DIGEST_HOUR);
  // 07:00 is never inside a daylight-saving jump in Sydney (they happen at 02:00 and 03:00).
  const at = new Date(wall - offsetAt(new Date(wall)));
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return { day, at };
}

const longDate = new Intl.DateTimeFormat('en-AU', {
  timeZone: DIGEST_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const fullDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** An instant in en-AU words, Sydney's time: '28 November 2026 at 5:32 pm'. */
export const sydneyDateTime = (iso: string) => longDate.format(new Date(iso));

/** A `YYYY-MM-DD` day in en-AU words: 'Saturday 28 November 2026'. */
export const dayInWords = (day: string) =>
  fullDay.format(new Date(`${day}T00:00:00Z`)).replace(',', '');

import { MAX_SHARE_DAYS } from '@portal/contract';
import { HttpError } from '../http/errors.js';

// A link's last day is a calendar day in the studio's time (Sydney): it works until that day ends.

const ZONE = 'Australia/Sydney';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
const offsetFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: ZONE,
  timeZoneName: 'longOffset',
});

/** Sydney's offset from UTC at a moment, in minutes (+600 or +660). */
function offsetMinutes(at: Date) {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The calendar day of a moment in Sydney, YYYY-MM-DD. */
const dayIn = (at: Date) => dayFormat.format(at);

/**
 * The moment a link whose last day is `day` stops working (the end of that day in Sydney), or
 * null when the day is not from tomorrow to a year from today.
 */
export function expiryOf(day: string, now = new Date()): string | null {
  const latest = dayIn(new Date(now.getTime() + MAX_SHARE_DAYS * 24 * 3600 * 1000));
  if (day <= dayIn(now) || day > latest) return null;
  const noon = new Date(`${day}T12:00:00Z`);
  const end = Date.parse(`${day}T23:59:59.999Z`) - offsetMinutes(noon) * 60_000;
  return new Date(end).toISOString();
}

const longDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A link's last day in words (en-AU, Sydney): '3 December 2026'. */
export const lastDayOf = (expiresAt: string) => longDay.format(new Date(expiresAt));

/**
 * 410 for a link (a share or upload link) turned off or run out, saying which in its own words
 * (its last day, for an expired one), and nothing of what it was for; undefined for a working one.
 */
export function stoppedLink(
  link: { revoked_at: string | null; expires_at: string | null },
  now: string,
  words: { revoked: string; expired: (day: string) => string },
) {
  if (link.revoked_at !== null) return new HttpError(410, words.revoked);
  if (link.expires_at !== null && link.expires_at <= now) {
    return new HttpError(410, words.expired(lastDayOf(link.expires_at)));
  }
  return undefined;
}

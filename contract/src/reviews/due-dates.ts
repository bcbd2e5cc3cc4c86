import * as v from 'valibot';
import { withinDateRange } from '../dates.ts';
import type { ReviewState } from './decisions.ts';

// Review due dates (issue 31 part 4): a post or a medium may carry the day its review is due, a
// calendar day in the studio's time zone. A medium's effective due date is its own, else its
// post's; reviewers are reminded the day before and on the day while it is still open.

/** The studio's time zone: due dates are its calendar days, reminders go at 07:00 there. */
export const STUDIO_TIME_ZONE = 'Australia/Sydney';

const studioDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The studio's calendar day at an instant, `YYYY-MM-DD` (en-CA writes dates that way). */
export const studioDay = (instant: Date = new Date()) => studioDays.format(instant);

/** Whether a `YYYY-MM-DD` text names a day that exists (not 31 February). */
export function isRealDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The calendar day `days` after a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Messages of the due-date field (the form shows them on the field, the API sends them). */
export const DUE_DATE_MESSAGES = {
  invalid: 'Please enter a valid date.',
  past: 'The due date cannot be in the past.',
  tooFar: 'The due date must be within ten years.',
} as const;

/**
 * A review's due day: a real `YYYY-MM-DD` day, not before the studio's today, within ten years
 * (spec point 9). "Today" is read when the check runs, on either side.
 */
export const DueDaySchema = v.pipe(
  v.string(DUE_DATE_MESSAGES.invalid),
  v.check(isRealDay, DUE_DATE_MESSAGES.invalid),
  // Each check speaks only of its own fault: a day that is not one was reported just above.
  v.check((day) => !isRealDay(day) || day >= studioDay(), DUE_DATE_MESSAGES.past),
  withinDateRange(DUE_DATE_MESSAGES.tooFar),
);

/** PUT a post's or a medium's due date: `{ dueOn }`, a day, or null to clear it (never left out). */
export const DueDateRequestSchema = v.object(
  { dueOn: v.nullable(DueDaySchema) },
  DUE_DATE_MESSAGES.invalid,
);
/** What the due-date forms send. */
export type DueDateRequest = v.InferInput<typeof DueDateRequestSchema>;

/** A post's due date as stored. */
export const PostDueDateSchema = v.object({ dueOn: v.nullable(v.string()) });

/** A medium's due date as stored, and the one in effect (its own, else its post's). */
export const MediaDueDateSchema = v.object({
  dueOn: v.nullable(v.string()),
  effectiveDueOn: v.nullable(v.string()),
});

/** Whether a review is still open for its due date: anything but approved on the latest version. */
export const reviewOpen = (state: ReviewState | undefined) => state !== 'Approved';

/**
 * Whether a medium's review is overdue on the studio's `today`: its effective due day has passed
 * and it is not approved.
 */
export const reviewOverdue = (
  media: { effectiveDueOn?: string | null; review?: { state: ReviewState } },
  today: string = studioDay(),
) =>
  Boolean(media.effectiveDueOn && media.effectiveDueOn < today && reviewOpen(media.review?.state));

/** The kinds of reminder: the day before the due day, and on it. */
export const REVIEW_REMINDER_KINDS = ['dayBefore', 'dueToday'] as const;
/** One kind of reminder. */
export type ReviewReminderKind = (typeof REVIEW_REMINDER_KINDS)[number];

/** A reminder's notification title. */
export const REVIEW_REMINDER_TITLES = {
  dayBefore: (title: string) => `Review due tomorrow: ${title}`,
  dueToday: (title: string) => `Review due today: ${title}`,
} as const satisfies Record<ReviewReminderKind, (title: string) => string>;

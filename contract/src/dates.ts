import * as v from 'valibot';

// Spec point 9: a date field takes a day within ten years of today, either way (the date
// pickers' year range). "Today" is the calendar day where the check runs, the browser's for its
// picker and form, the API's for the request: a day's difference at the ends of twenty years
// matters to nobody, and the API's answer is the one that counts.

/** How many years from today, either way, a date field reaches. */
export const DATE_RANGE_YEARS = 10;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local calendar day as `YYYY-MM-DD`. */
const dayOf = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first and last day a date field takes (`YYYY-MM-DD`): today ± DATE_RANGE_YEARS years. */
export function dateRange(today = new Date()): { min: string; max: string } {
  const yearsAway = (years: number) =>
    dayOf(new Date(today.getFullYear() + years, today.getMonth(), today.getDate()));
  return { min: yearsAway(-DATE_RANGE_YEARS), max: yearsAway(DATE_RANGE_YEARS) };
}

/** Whether a `YYYY-MM-DD` day is within `dateRange(today)`. */
export function inDateRange(day: string, today = new Date()) {
  const { min, max } = dateRange(today);
  return day >= min && day <= max;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A pipe's check that a day is within ten years of today, with `message`. It leaves text that is
 * not a day at all to the pipe's `isoDate` (one message per mistake).
 */
export const withinDateRange = (message: string) =>
  v.check((day: string) => !DAY.test(day) || inDateRange(day), message);

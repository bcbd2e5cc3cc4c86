import * as v from 'valibot';
import {
  addDays,
  DUE_DATE_MESSAGES,
  DueDateRequestSchema,
  isRealDay,
  reviewOverdue,
  studioDay,
} from './due-dates.ts';

const messagesOf = (input: unknown) =>
  (v.safeParse(DueDateRequestSchema, input).issues ?? []).map((issue) => issue.message);

it("reads the studio's day in Sydney, daylight saving or not", () => {
  // 23:30 UTC is 10:30 the next morning in a Sydney summer (UTC+11), 09:30 in winter (UTC+10).
  expect(studioDay(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
  expect(studioDay(new Date('2026-07-02T23:30:00Z'))).toBe('2026-07-03');
  expect(studioDay(new Date('2026-07-02T13:59:00Z'))).toBe('2026-07-02');
  expect(studioDay(new Date('2026-07-02T14:00:00Z'))).toBe('2026-07-03');
});

it('knows which days exist, and counts days across months and years', () => {
  expect(isRealDay('2028-02-29')).toBe(true);
  expect(isRealDay('2027-02-29')).toBe(false);
  expect(isRealDay('2027-13-01')).toBe(false);
  expect(isRealDay('3 Dec 2027')).toBe(false);
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
});

it('takes a day from today on, or null; refuses the rest with one message each', () => {
  const today = studioDay();
  expect(messagesOf({ dueOn: today })).toEqual([]);
  expect(messagesOf({ dueOn: null })).toEqual([]);
  expect(messagesOf({ dueOn: addDays(today, -1) })).toEqual([DUE_DATE_MESSAGES.past]);
  expect(messagesOf({ dueOn: '2027-02-30' })).toEqual([DUE_DATE_MESSAGES.invalid]);
  expect(messagesOf({})).toEqual([DUE_DATE_MESSAGES.invalid]);
  expect(messagesOf({ dueOn: addDays(today, 11 * 366) })).toEqual([DUE_DATE_MESSAGES.tooFar]);
});

it('calls a review overdue once its day has passed while it is not approved', () => {
  const due = (state: 'Pending' | 'Approved' | 'ChangesRequested', day: string | null) => ({
    effectiveDueOn: day,
    review: { state },
  });
  const today = '2026-12-10';
  expect(reviewOverdue(due('Pending', '2026-12-09'), today)).toBe(true);
  expect(reviewOverdue(due('ChangesRequested', '2026-12-09'), today)).toBe(true);
  expect(reviewOverdue(due('Approved', '2026-12-09'), today)).toBe(false);
  expect(reviewOverdue(due('Pending', today), today)).toBe(false);
  expect(reviewOverdue(due('Pending', null), today)).toBe(false);
});

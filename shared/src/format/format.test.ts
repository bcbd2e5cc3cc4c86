import { formatBytes, formatDuration } from './format-bytes';
import { formatCurrency } from './format-currency';
import { formatDate } from './format-date';
import { formatRelativeTime } from './format-relative-time';
import { formatPercent } from './format-percent';

it('formats AUD amounts as en-AU writes them', () => {
  expect(formatCurrency(2000)).toBe('$2,000.00');
  expect(formatCurrency(500)).toBe('$500.00');
  expect(formatCurrency(10500.5)).toBe('$10,500.50');
});

it('formats dates day-month-year in en-AU, and nothing for an invalid date', () => {
  expect(formatDate('2026-11-22T03:00:00Z')).toBe('22 Nov 2026');
  expect(formatDate('not a date')).toBe('');
});

it('says just now, then minutes, hours and days ago', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  expect(formatRelativeTime(ago(30_000), now)).toBe('just now');
  expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
  expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
  expect(formatRelativeTime(ago(3600_000), now)).toBe('1 hour ago');
  expect(formatRelativeTime(ago(3 * 3600_000), now)).toBe('3 hours ago');
  expect(formatRelativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
  expect(formatRelativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
});

it('writes sizes and times left as people read them', () => {
  expect([formatBytes(812), formatBytes(1536), formatBytes(5 * 1024 ** 3)]).toEqual([
    '812 B',
    '1.5 KB',
    '5 GB',
  ]);
  expect([formatDuration(44.6), formatDuration(200), formatDuration(3900)]).toEqual([
    '45 s',
    '3 min 20 s',
    '1 h 05 min',
  ]);
});

it('writes a fraction as a whole percentage', () => {
  expect(formatPercent(0.42)).toBe('42%');
  expect(formatPercent(0.999)).toBe('100%');
  expect(formatPercent(0)).toBe('0%');
});

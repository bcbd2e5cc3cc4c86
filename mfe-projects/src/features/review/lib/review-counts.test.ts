import { rollupText, summaryText } from './review-counts';

const counts = (Approved: number, ChangesRequested: number, Pending: number) => ({
  Approved,
  ChangesRequested,
  Pending,
  total: Approved + ChangesRequested + Pending,
});

it('says how many media stand where, leaving out the states with none', () => {
  expect(summaryText(counts(12, 2, 5))).toBe(
    '12 approved · 2 changes requested · 5 awaiting review',
  );
  expect(summaryText(counts(1, 1, 0))).toBe('1 approved · 1 change requested');
  expect(summaryText(counts(0, 0, 1_200))).toBe('1,200 awaiting review');
});

it("rolls a post's media up", () => {
  expect(rollupText(counts(3, 2, 0))).toBe('3 of 5 approved · 2 changes requested');
  expect(rollupText(counts(0, 1, 1))).toBe('0 of 2 approved · 1 change requested');
  expect(rollupText(counts(1, 0, 0))).toBe('1 of 1 approved');
});

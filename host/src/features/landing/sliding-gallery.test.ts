import { slidingRow } from './sliding-gallery';

it('repeats a short row until one copy fills a wide screen, then holds that copy twice (walk D25)', () => {
  const row = slidingRow(['a', 'b', 'c']);
  expect(row).toHaveLength(18);
  // Its two halves are the same, so sliding by half its width loops without a jump.
  expect(row.slice(0, 9)).toEqual(row.slice(9));
  expect(row.slice(0, 9)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
});

it('keeps a long row as it is, twice, and an empty one empty', () => {
  const long = Array.from({ length: 10 }, (_, index) => index);
  expect(slidingRow(long)).toEqual([...long, ...long]);
  expect(slidingRow([])).toEqual([]);
});

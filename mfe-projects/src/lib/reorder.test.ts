import { moved } from './reorder';

it('moves an item up or down one place, and nowhere past either end', () => {
  expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
});

import { MARKER_SPACE, timelineLanes } from './timeline-lanes';

it('keeps markers apart: close ones go to rows below, far ones share the first row', () => {
  // 280 px for 10 s: 28 px a second, one marker's room.
  const { laneOf, count } = timelineLanes(
    [
      { id: 1, time: 1 },
      { id: 2, time: 1.04 },
      { id: 3, time: 1.5 },
      { id: 4, time: 2 },
      { id: 5, time: 9 },
    ],
    10,
    10 * MARKER_SPACE,
  );
  expect([1, 2, 3, 4, 5].map((id) => laneOf.get(id))).toEqual([0, 1, 2, 0, 0]);
  expect(count).toBe(3);
});

it('has one row when there are no markers or no width yet', () => {
  expect(timelineLanes([], 10, 500).count).toBe(1);
  expect(timelineLanes([{ id: 1, time: 3 }], 10, 0).laneOf.get(1)).toBe(0);
});

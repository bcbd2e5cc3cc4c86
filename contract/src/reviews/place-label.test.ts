import { markerLabel, placeLabel, placeSentence, placeShort } from './place-label.ts';

it('names each kind of place the same way everywhere', () => {
  expect(placeLabel({ kind: 'time', time: 3.5, endTime: null }, 25)).toBe('at 00:00:03:12');
  expect(placeShort({ kind: 'time', time: 3.5, endTime: 5 }, 25)).toBe(
    '00:00:03:12 to 00:00:05:00',
  );
  expect(
    placeSentence({ kind: 'point', x: 0.4, y: 0.25, width: null, height: null, page: 2 }, null),
  ).toBe('On page 2');
  expect(
    placeLabel({ kind: 'point', x: 0.4, y: 0.25, width: null, height: null, page: null }, null),
  ).toBe('at 40% across, 25% down');
  const view = {
    kind: 'view' as const,
    yaw: (35 * Math.PI) / 180,
    pitch: (-10 * Math.PI) / 180,
    zoom: 50,
    time: null,
  };
  expect(placeLabel(view, null)).toBe('at yaw 35°, pitch −10°');
  expect(
    placeLabel({ kind: 'position', longitude: 151.2093, latitude: -33.8688, height: 20 }, null),
  ).toBe('at 151.2093°, −33.8688°');
  expect(placeLabel({ kind: 'whole', entry: null }, null)).toBe('on the whole medium');
  expect(placeShort({ kind: 'whole', entry: null }, null)).toBe('Whole medium');
});

it("names a thread's marker by number, author and place", () => {
  const anchor = { kind: 'time' as const, time: 3.5, endTime: null };
  expect(markerLabel({ number: 3, anchor, author: { name: 'Olivia Harbour' } }, 25)).toBe(
    'Comment 3 by Olivia Harbour at 00:00:03:12',
  );
  expect(markerLabel({ number: 3, anchor, author: null }, 25)).toBe('Comment 3 at 00:00:03:12');
});

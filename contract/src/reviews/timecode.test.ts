import { formatTimecode, frameMiddle, frameStart } from './timecode.ts';

it('reads a time as HH:MM:SS:FF at the frame rate, non-drop-frame', () => {
  expect(formatTimecode(0, 24)).toBe('00:00:00:00');
  expect(formatTimecode(3 + 12 / 24, 24)).toBe('00:00:03:12');
  expect(formatTimecode(3723.5, 25)).toBe('01:02:03:12');
  // 29.97 counts 30 frames a second, as editors show it.
  expect(formatTimecode(1, 30000 / 1001)).toBe('00:00:00:29');
  // Unknown: the studio's 25.
  expect(formatTimecode(1.5, null)).toBe('00:00:01:12');
});

it('pins a frame at its start and shows it from its middle, whichever way a player rounds', () => {
  expect(frameStart(1.06, 24)).toBeCloseTo(25 / 24, 9);
  const middle = frameMiddle(25 / 24, 24);
  for (const landed of [middle - 0.01, middle, middle + 0.01]) {
    expect(formatTimecode(landed, 24)).toBe('00:00:01:01');
  }
  // A time stored from a frame's start reads as that frame, not the one before.
  expect(formatTimecode(25 / 24, 24)).toBe('00:00:01:01');
});

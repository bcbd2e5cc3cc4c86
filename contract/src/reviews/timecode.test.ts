import {
  exactFrameRate,
  formatTimecode,
  frameAt,
  frameMiddle,
  frameOfTimecode,
  frameStart,
  isDropFrame,
  timecodeOfFrame,
} from './timecode.ts';

it('reads a time as HH:MM:SS:FF at the frame rate', () => {
  expect(formatTimecode(0, 24)).toBe('00:00:00:00');
  expect(formatTimecode(3 + 12 / 24, 24)).toBe('00:00:03:12');
  expect(formatTimecode(3723.5, 25)).toBe('01:02:03:12');
  // 23.976 counts 24 frames a second, non-drop-frame.
  expect(formatTimecode(1, 24000 / 1001)).toBe('00:00:00:23');
  // Unknown: the studio's 25.
  expect(formatTimecode(1.5, null)).toBe('00:00:01:12');
  // From the file's start timecode (01:00:00:00 at 25 fps is frame 90,000).
  expect(formatTimecode(2, 25, 90_000)).toBe('01:00:02:00');
});

it('counts 29.97 and 59.94 drop-frame, skipping the first labels of each minute but every tenth', () => {
  expect(isDropFrame(29.97)).toBe(true);
  expect(isDropFrame(30000 / 1001)).toBe(true);
  expect(isDropFrame(59.94)).toBe(true);
  expect(isDropFrame(24000 / 1001)).toBe(false);
  expect(isDropFrame(30)).toBe(false);
  expect(timecodeOfFrame(1799, 29.97)).toBe('00:00:59;29');
  expect(timecodeOfFrame(1800, 29.97)).toBe('00:01:00;02');
  expect(timecodeOfFrame(17982, 29.97)).toBe('00:10:00;00');
  // An hour of 29.97 is 107,892 frames, and the clock says an hour.
  expect(timecodeOfFrame(107_892, 29.97)).toBe('01:00:00;00');
  expect(timecodeOfFrame(3600, 59.94)).toBe('00:01:00;04');
  expect(formatTimecode(1, 30000 / 1001)).toBe('00:00:00;29');
  // An hour of 29.97 in seconds is frame 107,892 and reads as an hour, whatever 29.97 is written as.
  expect(formatTimecode(3600, 29.97)).toBe('01:00:00;00');
});

it('reads a timecode back to its frame, refusing labels that do not exist', () => {
  for (const [rate, frames] of [
    [29.97, [0, 1799, 1800, 17_982, 107_892, 2_589_407]],
    [59.94, [0, 3599, 3600, 215_784]],
    [25, [0, 24, 90_000, 2_159_999]],
    [24000 / 1001, [0, 23, 86_400]],
  ] as const) {
    for (const frame of frames) {
      expect(frameOfTimecode(timecodeOfFrame(frame, rate), rate)).toBe(frame);
    }
  }
  expect(frameOfTimecode('00:01:00;00', 29.97)).toBeNull();
  expect(frameOfTimecode('00:10:00;00', 29.97)).toBe(17_982);
  expect(frameOfTimecode('01:00:00:25', 25)).toBeNull();
  expect(frameOfTimecode('01:60:00:00', 25)).toBeNull();
  expect(frameOfTimecode('an hour', 25)).toBeNull();
});

it('pins a frame at its start and shows it from its middle, whichever way a player rounds', () => {
  expect(frameStart(1.06, 24)).toBeCloseTo(25 / 24, 9);
  const middle = frameMiddle(25 / 24, 24);
  for (const landed of [middle - 0.01, middle, middle + 0.01]) {
    expect(formatTimecode(landed, 24)).toBe('00:00:01:01');
  }
  // A time stored from a frame's start reads as that frame, not the one before.
  expect(formatTimecode(25 / 24, 24)).toBe('00:00:01:01');
  expect(frameAt(2, 24)).toBe(48);
  expect(exactFrameRate(23.976)).toBe(24000 / 1001);
  expect(exactFrameRate(0)).toBe(25);
});

/** The frame rate assumed when a video's is not known (the studio's delivery standard). */
export const DEFAULT_FRAME_RATE = 25;

/** The NTSC rates, exactly (a file says 29.97 or 30000/1001; editors count 30000/1001). */
const NTSC_RATES = [24000 / 1001, 30000 / 1001, 48000 / 1001, 60000 / 1001, 120000 / 1001];

/**
 * A frame rate as editors count it: a rate within 0.01 fps of an NTSC rate (29.97, 23.976,
 * 59.94 …) is that rate exactly, so frame 107,892 is an hour in on both ends; unknown or not
 * positive: the studio's 25.
 */
export function exactFrameRate(frameRate: number | null | undefined) {
  if (!frameRate || !Number.isFinite(frameRate) || frameRate <= 0) return DEFAULT_FRAME_RATE;
  return NTSC_RATES.find((rate) => Math.abs(rate - frameRate) < 0.01) ?? frameRate;
}

/** Whether timecodes at this rate are drop-frame: 29.97 and 59.94 (SMPTE 12M). */
export function isDropFrame(frameRate: number | null | undefined) {
  const rate = exactFrameRate(frameRate);
  return rate === 30000 / 1001 || rate === 60000 / 1001;
}

/** The frame numbers a drop-frame count skips each minute but every tenth: 2 at 29.97, 4 at 59.94. */
const droppedPerMinute = (rate: number) => Math.round(rate) / 15;

/**
 * The frame a time falls in, counted from 0 at the medium's frame rate (a hair over, so a time
 * stored from a frame's start is not read as the frame before).
 */
export const frameAt = (seconds: number, frameRate: number | null | undefined) =>
  Math.floor(Math.max(0, seconds) * exactFrameRate(frameRate) + 1e-6);

/** The start of the frame a time falls in, in seconds (what frame stepping lands on). */
export const frameStart = (seconds: number, frameRate: number) =>
  frameAt(seconds, frameRate) / exactFrameRate(frameRate);

/**
 * Where to seek to show the frame a time falls in: its middle, so a player that rounds the time
 * it lands on either way still shows, and labels, that very frame.
 */
export const frameMiddle = (seconds: number, frameRate: number) =>
  (frameAt(seconds, frameRate) + 0.5) / exactFrameRate(frameRate);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A frame count as a SMPTE timecode: `HH:MM:SS:FF`, or `HH:MM:SS;FF` drop-frame at 29.97 and
 * 59.94 (frame numbers 0 and 1 — 0 to 3 at 59.94 — skipped at each minute but every tenth, so
 * the clock keeps to real time). Other rates count whole frames of the rounded rate (23.976
 * counts 24). Past 24 hours it wraps, as a deck does.
 */
export function timecodeOfFrame(frame: number, frameRate: number | null | undefined) {
  const rate = exactFrameRate(frameRate);
  const base = Math.round(rate);
  let count = Math.max(0, Math.floor(frame));
  if (isDropFrame(rate)) {
    const dropped = droppedPerMinute(rate);
    const perTenMinutes = Math.round(rate * 600);
    const perMinute = base * 60 - dropped;
    const tens = Math.floor(count / perTenMinutes);
    const rest = count % perTenMinutes;
    count +=
      dropped * 9 * tens +
      (rest > dropped ? dropped * Math.floor((rest - dropped) / perMinute) : 0);
  }
  const seconds = Math.floor(count / base);
  const separator = isDropFrame(rate) ? ';' : ':';
  return `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}${separator}${pad(count % base)}`;
}

/**
 * A timecode (`HH:MM:SS:FF`, `;` or `.` before the frames for drop-frame) as a frame count at
 * the rate, or null when it is not one (a field past its range, frames past the rate, a
 * drop-frame label that does not exist).
 */
export function frameOfTimecode(timecode: string, frameRate: number | null | undefined) {
  const match = /^(\d{2}):(\d{2}):(\d{2})([:;.,])(\d{2,3})$/.exec(timecode.trim());
  if (!match) return null;
  const [hours, minutes, seconds, frames] = [match[1], match[2], match[3], match[5]].map(Number);
  const rate = exactFrameRate(frameRate);
  const base = Math.round(rate);
  if (minutes! > 59 || seconds! > 59 || frames! >= base) return null;
  const totalMinutes = hours! * 60 + minutes!;
  let count = (totalMinutes * 60 + seconds!) * base + frames!;
  if (isDropFrame(rate)) {
    const dropped = droppedPerMinute(rate);
    if (seconds === 0 && frames! < dropped && minutes! % 10 !== 0) return null;
    count -= dropped * (totalMinutes - Math.floor(totalMinutes / 10));
  }
  return count;
}

/**
 * A time as a SMPTE timecode at a frame rate (`timecodeOfFrame`), from a start timecode's frame
 * (a file's own, 0 when it has none): what an editor's timeline shows at that moment.
 */
export function formatTimecode(
  seconds: number,
  frameRate: number | null = DEFAULT_FRAME_RATE,
  startFrame = 0,
) {
  return timecodeOfFrame(startFrame + frameAt(seconds, frameRate), frameRate);
}

/** The frame rate assumed when a video's is not known (the studio's delivery standard). */
export const DEFAULT_FRAME_RATE = 25;

/**
 * A time as a SMPTE-style timecode `HH:MM:SS:FF` at a frame rate (non-drop-frame: 29.97 counts
 * 30 frames a second, as editors show it). Frames are counted from 0 within each second.
 */
export function formatTimecode(seconds: number, frameRate: number | null = DEFAULT_FRAME_RATE) {
  const fps = frameRate && frameRate > 0 ? frameRate : DEFAULT_FRAME_RATE;
  const base = Math.round(fps);
  // A hair over, so a time stored from a frame's start is not read as the frame before.
  const frame = Math.floor(Math.max(0, seconds) * fps + 1e-6);
  const frames = frame % base;
  const total = Math.floor(frame / base);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}:${pad(frames)}`;
}

/** The start of the frame a time falls in, in seconds (what frame stepping lands on). */
export const frameStart = (seconds: number, frameRate: number) =>
  Math.floor(seconds * frameRate + 1e-6) / frameRate;

/**
 * Where to seek to show the frame a time falls in: its middle, so a player that rounds the time
 * it lands on either way still shows, and labels, that very frame.
 */
export const frameMiddle = (seconds: number, frameRate: number) =>
  (Math.floor(seconds * frameRate + 1e-6) + 0.5) / frameRate;

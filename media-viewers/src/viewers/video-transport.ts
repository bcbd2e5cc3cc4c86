import { exactFrameRate, frameMiddle, frameStart } from '@portal/shared';

/**
 * The frame rate to step, label and number frames by: the upload's analysis (29.97 as the exact
 * 30000/1001, as the API counts it), else the studio's standard.
 */
export const fpsOf = (frameRate: number | null | undefined) => exactFrameRate(frameRate);

/** The playback speeds offered (the speed menu's items). */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;

/** '0.25×', '1×', '1.5×' as the speed menu shows them. */
export const speedLabel = (speed: number) =>
  `${speed.toLocaleString('en-AU', { maximumFractionDigits: 2 })}×`;

/** The video's length once known (NaN before its metadata, Infinity for a live stream). */
export const knownDuration = (player: HTMLVideoElement) =>
  Number.isFinite(player.duration) && player.duration > 0 ? player.duration : null;

/** Moves to `seconds`, kept within the video. */
export function seekTo(player: HTMLVideoElement, seconds: number) {
  const end = knownDuration(player);
  player.currentTime = Math.max(0, end === null ? seconds : Math.min(end, seconds));
}

/** Moves by whole seconds (J/L, Shift+←/→). */
export const seekBy = (player: HTMLVideoElement, seconds: number) =>
  seekTo(player, player.currentTime + seconds);

/**
 * Pauses and moves by whole frames: a comment made then is pinned to exactly the frame on screen
 * (its start), and its timecode reads the same frame.
 */
export function stepFrames(player: HTMLVideoElement, frames: number, frameRate: number) {
  player.pause();
  const frame = Math.round(frameStart(player.currentTime, frameRate) * frameRate);
  // The middle of the frame: a player rounding the time it lands on still shows that frame.
  seekTo(player, frameMiddle((frame + frames) / frameRate, frameRate));
}

/** Plays when paused, pauses when playing (a refused play, e.g. autoplay rules, is ignored). */
export function togglePlay(player: HTMLVideoElement) {
  if (player.paused) void player.play()?.catch(() => undefined);
  else player.pause();
}

import { frameAt, type PresenterView } from '@portal/shared';
import type { LiveView } from '../review/session/live-view';
import type { LoopRange } from './use-video-loop';
import { seekTo } from './video-transport';

/** Past this (s) a following video seeks to the presenter's place rather than catching up. */
const SEEK_BEYOND_S = 1;
/** The most a follower speeds up or slows down to catch up (a fraction of the presenter's rate). */
const MAX_CATCH_UP = 0.25;
/** How hard it catches up: a fraction of the rate per second behind (0.1 s behind: 20 % faster). */
const CATCH_UP_GAIN = 2;

type VideoView = Extract<PresenterView, { kind: 'video' }>;

/** Sets the rate unless it is already within half a percent of it (each change costs a stall). */
function setRate(player: HTMLVideoElement, rate: number) {
  if (Math.abs(player.playbackRate - rate) > 0.005 * rate) player.playbackRate = rate;
}

/**
 * A video's side of a live session: it presents its transport (playing, the frame on screen,
 * the rate, the loop range), and follows one by pausing on the presenter's frame or, while the presenter plays,
 * playing from where they are now and keeping within a frame of them by nudging its playback
 * rate (up to a quarter, from three quarters of a frame off until within a fifth; a seek only
 * past a second), so the two never stutter apart.
 */
export function videoLiveView(
  video: () => HTMLVideoElement | null,
  frameRate: () => number,
  range: { readonly current: LoopRange | null },
  setLoop: (range: LoopRange | null) => void,
): LiveView {
  const frameOf = (seconds: number) => frameAt(seconds, frameRate());
  let playing: { view: VideoView; receivedAt: number } | null = null;
  let loop = 0;
  let catchingUp = false;

  const stopLoop = () => {
    cancelAnimationFrame(loop);
    loop = 0;
  };
  const keepInStep = () => {
    loop = 0;
    const player = video();
    if (!playing || !player) return;
    const { view, receivedAt } = playing;
    const expected = view.time + ((performance.now() - receivedAt) / 1000) * view.rate;
    const behind = expected - player.currentTime;
    const frame = 1 / frameRate();
    if (Math.abs(behind) > SEEK_BEYOND_S) {
      seekTo(player, expected);
      catchingUp = false;
      setRate(player, view.rate);
    } else {
      // Past three quarters of a frame it catches up, until within a fifth: a rate changed at
      // every animation frame would make the player stutter.
      if (Math.abs(behind) > 0.75 * frame) catchingUp = true;
      else if (Math.abs(behind) < 0.2 * frame) catchingUp = false;
      const nudge = Math.max(-MAX_CATCH_UP, Math.min(MAX_CATCH_UP, behind * CATCH_UP_GAIN));
      setRate(player, catchingUp ? view.rate * (1 + nudge) : view.rate);
    }
    if (player.paused && !player.ended) void player.play()?.catch(() => undefined);
    loop = requestAnimationFrame(keepInStep);
  };

  return {
    read() {
      const player = video();
      if (!player || player.readyState < HTMLMediaElement.HAVE_METADATA) return null;
      return {
        kind: 'video',
        playing: !player.paused && !player.ended,
        time: player.currentTime,
        frame: frameOf(player.currentTime),
        rate: player.playbackRate,
        loop: range.current && { in: range.current.in, out: range.current.out },
      };
    },
    apply(view, receivedAt) {
      const player = video();
      if (view.kind !== 'video' || !player) return;
      setLoop(view.loop);
      player.defaultPlaybackRate = view.rate;
      if (view.playing) {
        playing = { view, receivedAt };
        if (!loop) loop = requestAnimationFrame(keepInStep);
        return;
      }
      playing = null;
      stopLoop();
      player.pause();
      player.playbackRate = view.rate;
      // The presenter's frame, by its middle: a player rounding either way shows that frame.
      if (frameOf(player.currentTime) !== view.frame || player.seeking) {
        seekTo(player, (view.frame + 0.5) / frameRate());
      }
    },
    release() {
      const player = video();
      if (playing && player) player.playbackRate = playing.view.rate;
      playing = null;
      stopLoop();
    },
  };
}

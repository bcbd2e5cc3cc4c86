import { useEffect, useMemo, type KeyboardEvent } from 'react';
import { useVideoClock, type VideoClock } from '../viewers/use-video-clock';
import { videoKeyAction } from '../viewers/video-keys';
import { fpsOf, knownDuration, seekTo, stepFrames } from '../viewers/video-transport';

/** How far the second video may stray from the first while playing before it is put back, in s. */
export const MAX_DRIFT = 0.1;

const play = (player: HTMLVideoElement) => void player.play()?.catch(() => undefined);
const ended = (player: HTMLVideoElement) => {
  const end = knownDuration(player);
  return end !== null && player.currentTime >= end;
};

/**
 * Two videos played as one: the left is the clock (the right, once known to be longer, after the
 * left has ended), and while it plays the other is kept within `MAX_DRIFT` of it. A shorter video
 * stops at its end while the other goes on. Elements rather than refs: a 360° video's element
 * arrives with its viewer.
 */
export function usePairedPlayback(
  left: HTMLVideoElement | null,
  right: HTMLVideoElement | null,
  frameRate?: number | null,
) {
  const fps = fpsOf(frameRate);
  const leftClock = useVideoClock(useMemo(() => ({ current: left }), [left]));
  const rightClock = useVideoClock(useMemo(() => ({ current: right }), [right]));
  const rightLeads =
    leftClock.duration !== null &&
    rightClock.duration !== null &&
    rightClock.duration > leftClock.duration;
  const [leader, follower] = rightLeads ? [right, left] : [left, right];
  const lead = rightLeads ? rightClock : leftClock;
  const clock: VideoClock = { ...lead, paused: leftClock.paused && rightClock.paused };

  useEffect(() => {
    if (!leader || !follower || leader.paused) return;
    const end = knownDuration(follower);
    // Past the shorter one's end only the longer plays on.
    if (end !== null && lead.time >= end) return;
    if (Math.abs(follower.currentTime - lead.time) > MAX_DRIFT) seekTo(follower, lead.time);
    if (follower.paused) play(follower);
  }, [lead.time, leader, follower]);

  const both = (act: (player: HTMLVideoElement) => void) => {
    if (leader && follower) [leader, follower].forEach(act);
  };
  const toggle = () => {
    if (!clock.paused) return both((player) => player.pause());
    // At the end of both: from the start again, together.
    if (leader && ended(leader)) both((player) => seekTo(player, 0));
    both((player) => !ended(player) && play(player));
  };
  const seek = (seconds: number) => both((player) => seekTo(player, seconds));
  const step = (frames: number) => {
    if (!leader || !follower) return;
    stepFrames(leader, frames, fps);
    follower.pause();
    seekTo(follower, leader.currentTime);
  };
  /** Space (and K) play and pause while the focus is in the view, never while typing. */
  const onKeyDown = (event: KeyboardEvent) => {
    // A 360° video's plugin hears Space on the whole window and would toggle its video alone.
    if (event.key === ' ') event.stopPropagation();
    if (videoKeyAction(event) !== 'toggle') return;
    event.preventDefault();
    toggle();
  };
  return { clock, frameRate: fps, toggle, seek, step, onKeyDown };
}

import { useEffect, useRef, type RefObject } from 'react';
import { frameMiddle, frameStart, type Anchor } from '@portal/shared';
import type { ReviewBinding, ReviewMarker } from '../review/review-binding';
import { useVideoClock } from './use-video-clock';
import { useVideoLoop, type VideoLoop } from './use-video-loop';
import { videoKeyAction, type VideoKeyAction } from './video-keys';
import { videoLiveView } from './video-live-view';
import { fpsOf, knownDuration, seekBy, seekTo, stepFrames, togglePlay } from './video-transport';

/** Goes to a time pin's moment and holds there, so the commented frame is what is seen. */
function revealOn(player: HTMLVideoElement, anchor: Anchor, frameRate: number) {
  if (anchor.kind !== 'time') return;
  player.pause();
  seekTo(player, frameMiddle(anchor.time, frameRate));
}

/** Whether a key pressed on `target` is the player's: in the player, or with nothing focused. */
const inPlayerOrPage = (target: EventTarget | null, frame: HTMLElement | null) =>
  target === document.body ||
  target === document.documentElement ||
  (target instanceof Node && Boolean(frame?.contains(target)));

/**
 * The review player's behaviour: it hands the panel its target (a comment made now goes to the
 * paused frame), reveals the chosen thread, and answers the player's keys. Null without review.
 */
export function useVideoReview({
  video,
  frame,
  review,
}: {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLDivElement | null>;
  review: ReviewBinding | undefined;
}) {
  const clock = useVideoClock(video);
  const loop = useVideoLoop(video);
  const { held: loopHeld, set: setLoop } = loop;
  const frameRate = fpsOf(review?.frameRate);
  // The target and the keys outlive a render; they read the frame rate of the latest one.
  const fps = useRef(frameRate);
  const loops = useRef(loop);
  useEffect(() => {
    fps.current = frameRate;
    loops.current = loop;
  });
  const revealed = useRef<number | null>(null);
  const reviewing = review !== undefined;
  const registerTarget = review?.registerTarget;

  useEffect(() => {
    if (!registerTarget) return;
    const live = videoLiveView(
      () => video.current,
      () => fps.current,
      loopHeld,
      setLoop,
    );
    registerTarget({
      capture: () => {
        const player = video.current;
        // Before its metadata the video has no frames to pin to.
        if (!player || player.readyState < HTMLMediaElement.HAVE_METADATA) return null;
        player.pause();
        return {
          kind: 'time',
          time: frameStart(player.currentTime, fps.current),
          endTime: null,
          // The API numbers the frames at the medium's rate.
          frame: null,
          endFrame: null,
        };
      },
      reveal: (anchor) => {
        if (video.current) revealOn(video.current, anchor, fps.current);
      },
      live,
    });
    return () => {
      live.release();
      registerTarget(null);
    };
  }, [registerTarget, video, loopHeld, setLoop]);

  // The thread chosen in the panel (or in the URL) is shown once its marker is known.
  const selectedId = review?.selectedId ?? null;
  const selected = review?.markers.find((marker) => marker.id === selectedId);
  useEffect(() => {
    if (selectedId === null) revealed.current = null;
    if (!selected || revealed.current === selected.id || !video.current) return;
    revealed.current = selected.id;
    revealOn(video.current, selected.anchor, fps.current);
  }, [selectedId, selected, video]);

  useEffect(() => {
    if (!reviewing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const player = video.current;
      if (!player || event.defaultPrevented || !inPlayerOrPage(event.target, frame.current)) return;
      const action = videoKeyAction(event);
      if (!action) return;
      event.preventDefault();
      run(action, player, frame.current, fps.current, loops.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [reviewing, video, frame]);

  if (!review) return null;
  const withPlayer = (act: (player: HTMLVideoElement) => void) => () => {
    if (video.current) act(video.current);
  };
  return {
    clock,
    frameRate,
    onToggle: withPlayer(togglePlay),
    onStep: (frames: number) => withPlayer((player) => stepFrames(player, frames, frameRate))(),
    onSeek: (seconds: number) => withPlayer((player) => seekTo(player, seconds))(),
    onMute: () => withPlayer((player) => run('mute', player, frame.current, fps.current, loop))(),
    onFullscreen: () =>
      withPlayer((player) => run('fullscreen', player, frame.current, fps.current, loop))(),
    loop: loop.range,
    onLoopIn: () =>
      withPlayer((player) => run('loopIn', player, frame.current, fps.current, loop))(),
    onLoopOut: () =>
      withPlayer((player) => run('loopOut', player, frame.current, fps.current, loop))(),
    onLoopClear: loop.clear,
    onSpeed: (speed: number) =>
      withPlayer((player) => {
        // Both: a new source resets the rate to the default one.
        player.defaultPlaybackRate = speed;
        player.playbackRate = speed;
      })(),
    onSelect: (marker: ReviewMarker) => {
      revealed.current = marker.id;
      if (video.current) revealOn(video.current, marker.anchor, fps.current);
      review.select(marker.id);
    },
  };
}

function run(
  action: VideoKeyAction,
  player: HTMLVideoElement,
  frame: HTMLElement | null,
  frameRate: number,
  loop: VideoLoop,
) {
  switch (action) {
    case 'toggle':
      return togglePlay(player);
    case 'frameBack':
      return stepFrames(player, -1, frameRate);
    case 'frameForward':
      return stepFrames(player, 1, frameRate);
    case 'back1':
      return seekBy(player, -1);
    case 'forward1':
      return seekBy(player, 1);
    case 'back10':
      return seekBy(player, -10);
    case 'forward10':
      return seekBy(player, 10);
    case 'mute':
      player.muted = !player.muted;
      return;
    case 'fullscreen':
      void frame?.requestFullscreen?.();
      return;
    // From the start of the frame on screen, up to its end (the range's out is exclusive).
    case 'loopIn':
      return loop.setIn(frameStart(player.currentTime, frameRate), knownDuration(player));
    case 'loopOut':
      return loop.setOut(frameStart(player.currentTime, frameRate) + 1 / frameRate);
  }
}

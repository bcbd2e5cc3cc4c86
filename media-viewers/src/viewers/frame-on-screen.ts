import { useEffect, useState, type RefObject } from 'react';
import { frameAt } from '@portal/shared';

/**
 * A presented frame's media time is its start, which the browser rounds to the microsecond (at
 * 29.97 fps just under it, at times): a thousandth of a frame over it still reads as that frame.
 */
const PRESENTED_HAIR = 0.001;

/**
 * The number of the video's frame on screen at a frame rate (`frameAt` of the media time), or
 * null while there is none to tell (before the first frame's data, during a seek). Where the
 * browser has `requestVideoFrameCallback` the presented frames say it; elsewhere the clock does
 * (its events, and each animation frame while playing).
 */
export function useFrameOnScreen(video: RefObject<HTMLVideoElement | null>, frameRate: number) {
  const [frame, setFrame] = useState<number | null>(null);
  useEffect(() => {
    const player = video.current;
    if (!player) return;
    const show = (time: number | null) => setFrame(time === null ? null : frameAt(time, frameRate));
    // Paused, the frame on screen is the one its time is in (a seek lands in a frame's middle).
    const fromClock = () =>
      show(player.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? player.currentTime : null);
    const unknown = () => show(null);
    const listen: Partial<Record<keyof HTMLMediaElementEventMap, () => void>> = {
      seeking: unknown,
      emptied: unknown,
      loadeddata: fromClock,
    };
    let handle = 0;
    let tick = 0;
    // Not every browser has it (the DOM's types say all do).
    if (typeof (player as Partial<HTMLVideoElement>).requestVideoFrameCallback === 'function') {
      const presented: VideoFrameRequestCallback = (_now, { mediaTime }) => {
        show(mediaTime + PRESENTED_HAIR / frameRate);
        handle = player.requestVideoFrameCallback(presented);
      };
      handle = player.requestVideoFrameCallback(presented);
      // A browser that presents no new frame for a paused seek still says where it landed.
      listen.seeked = () => player.paused && fromClock();
    } else {
      const follow = () => {
        fromClock();
        if (!player.paused) tick = requestAnimationFrame(follow);
      };
      Object.assign(listen, { seeked: fromClock, timeupdate: fromClock, pause: fromClock });
      listen.play = () => {
        cancelAnimationFrame(tick);
        tick = requestAnimationFrame(follow);
      };
    }
    const entries = Object.entries(listen) as [keyof HTMLMediaElementEventMap, () => void][];
    for (const [type, listener] of entries) player.addEventListener(type, listener);
    fromClock();
    return () => {
      if (handle) player.cancelVideoFrameCallback(handle);
      cancelAnimationFrame(tick);
      for (const [type, listener] of entries) player.removeEventListener(type, listener);
    };
  }, [video, frameRate]);
  return frame;
}

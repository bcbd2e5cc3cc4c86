import { useEffect, useState, type RefObject } from 'react';
import { knownDuration } from './video-transport';

/** Where a video stands, for the review player's timeline and timecode. */
export interface VideoClock {
  time: number;
  /** Null until the metadata arrives. */
  duration: number | null;
  paused: boolean;
  playbackRate: number;
  muted: boolean;
}

const EVENTS = [
  'loadedmetadata',
  'durationchange',
  'timeupdate',
  'seeking',
  'seeked',
  'play',
  'pause',
  'ratechange',
  'volumechange',
] as const;

/**
 * Follows the video's clock. While it plays, each animation frame reads it: `timeupdate` comes
 * only about four times a second, too seldom for a timecode that counts frames.
 */
export function useVideoClock(video: RefObject<HTMLVideoElement | null>): VideoClock {
  const [clock, setClock] = useState<VideoClock>({
    time: 0,
    duration: null,
    paused: true,
    playbackRate: 1,
    muted: false,
  });
  useEffect(() => {
    const player = video.current;
    if (!player) return;
    let frame = 0;
    const read = () =>
      setClock((before) => {
        const next = {
          time: player.currentTime,
          duration: knownDuration(player),
          paused: player.paused,
          playbackRate: player.playbackRate,
          muted: player.muted,
        };
        const same = (Object.keys(next) as (keyof VideoClock)[]).every(
          (key) => next[key] === before[key],
        );
        return same ? before : next;
      });
    const tick = () => {
      read();
      if (!player.paused) frame = requestAnimationFrame(tick);
    };
    const onEvent = (event: Event) => {
      read();
      if (event.type === 'play') {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(tick);
      }
    };
    for (const type of EVENTS) player.addEventListener(type, onEvent);
    read();
    return () => {
      cancelAnimationFrame(frame);
      for (const type of EVENTS) player.removeEventListener(type, onEvent);
    };
  }, [video]);
  return clock;
}

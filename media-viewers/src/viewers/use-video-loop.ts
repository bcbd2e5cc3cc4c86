import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { seekTo } from './video-transport';

/** A loop range: playing goes back to `in` on reaching `out` (seconds). */
export interface LoopRange {
  in: number;
  out: number;
}

/**
 * The review player's loop range, as editors mark one (I and O): set either end at the frame on
 * screen, the other end defaulting to the video's start or end; while it plays the video stays
 * within it (from `out`, or from outside it, back to `in`). `held` holds the range now, for a
 * reader outside React (the live session's view).
 */
export function useVideoLoop(video: RefObject<HTMLVideoElement | null>) {
  const [range, setRange] = useState<LoopRange | null>(null);
  const current = useRef<LoopRange | null>(null);
  const set = useCallback((next: LoopRange | null) => {
    const valid = next && next.out > next.in ? next : null;
    current.current = valid;
    setRange((before) => (before?.in === valid?.in && before?.out === valid?.out ? before : valid));
  }, []);

  /** From `seconds`, up to the range's end, or the video's (`duration`) when that is before it. */
  const setIn = (seconds: number, duration: number | null) => {
    const end = current.current?.out;
    set({ in: seconds, out: end !== undefined && end > seconds ? end : (duration ?? seconds) });
  };
  /** Up to `seconds`, from the range's start, or the video's when that is after it. */
  const setOut = (seconds: number) => {
    const start = current.current?.in ?? 0;
    set({ in: start < seconds ? start : 0, out: seconds });
  };

  // While it plays: each animation frame, back to the start of the range once past it.
  useEffect(() => {
    const player = video.current;
    if (!player || !range) return;
    let frame = 0;
    const keep = () => {
      if (player.paused) return;
      if (player.currentTime >= range.out || player.currentTime < range.in - 0.05) {
        seekTo(player, range.in);
      }
      frame = requestAnimationFrame(keep);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(keep);
    };
    player.addEventListener('play', onPlay);
    if (!player.paused) onPlay();
    return () => {
      cancelAnimationFrame(frame);
      player.removeEventListener('play', onPlay);
    };
  }, [video, range]);

  return { range, held: current, set, setIn, setOut, clear: () => set(null) };
}

/** What the review player's loop offers its controls and its live view. */
export type VideoLoop = ReturnType<typeof useVideoLoop>;

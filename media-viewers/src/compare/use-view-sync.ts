import type { Viewer } from '@photo-sphere-viewer/core';
import { useCallback, useRef } from 'react';

/** Which side of a comparison. */
export type Which = 'left' | 'right';

/**
 * Keeps two Photo Sphere Viewers looking the same way: when one turns or zooms, the other is
 * turned or zoomed to match. Photo Sphere Viewer reports a move made by `rotate()` or `zoom()` at
 * once, so a flag held during the follow keeps the follower's report from echoing back.
 * Returns `register`, for each viewer as it is made (a newer one takes its side's place).
 */
export function useViewSync() {
  const viewers = useRef<Partial<Record<Which, Viewer>>>({});
  const following = useRef(false);
  return useCallback((which: Which, viewer: Viewer) => {
    viewers.current[which] = viewer;
    const follow = (move: (other: Viewer) => void) => {
      const other = viewers.current[which === 'left' ? 'right' : 'left'];
      // Only the side that is current moves the other (a replaced viewer is being destroyed).
      if (following.current || !other || viewers.current[which] !== viewer) return;
      following.current = true;
      try {
        move(other);
      } finally {
        following.current = false;
      }
    };
    viewer.addEventListener('position-updated', ({ position }) =>
      follow((other) => other.rotate(position)),
    );
    viewer.addEventListener('zoom-updated', ({ zoomLevel }) =>
      follow((other) => other.zoom(zoomLevel)),
    );
  }, []);
}

import { useEffect, useRef } from 'react';
import type { ReviewBinding, ReviewTarget } from '../review-binding';
import type { LiveView } from '../session/live-view';

/**
 * Hands the panel a viewer's target while the viewer is shown (and null when it goes). The target
 * the panel holds stays the same object: it calls the viewer's latest capture and reveal, so a
 * re-render never makes the panel register again. With `makeLive`, the target carries the live
 * view it makes (once, when registering: it reads the viewer through refs), released when it goes.
 */
export function useReviewTarget(
  review: ReviewBinding | undefined,
  target: Omit<ReviewTarget, 'live'>,
  makeLive?: () => LiveView,
) {
  const latest = useRef({ target, makeLive });
  useEffect(() => {
    latest.current = { target, makeLive };
  });
  const register = review?.registerTarget;
  useEffect(() => {
    if (!register) return;
    const live = latest.current.makeLive?.();
    register({
      capture: () => latest.current.target.capture(),
      reveal: (anchor) => latest.current.target.reveal(anchor),
      ...(live && { live }),
    });
    return () => {
      live?.release();
      register(null);
    };
  }, [register]);
}

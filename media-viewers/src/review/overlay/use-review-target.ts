import { useEffect, useRef } from 'react';
import type { ReviewBinding, ReviewTarget } from '../review-binding';

/**
 * Hands the panel a viewer's target while the viewer is shown (and null when it goes). The target
 * the panel holds stays the same object: it calls the viewer's latest capture and reveal, so a
 * re-render never makes the panel register again.
 */
export function useReviewTarget(review: ReviewBinding | undefined, target: ReviewTarget) {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  const register = review?.registerTarget;
  useEffect(() => {
    if (!register) return;
    register({
      capture: () => latest.current.capture(),
      reveal: (anchor) => latest.current.reveal(anchor),
    });
    return () => register(null);
  }, [register]);
}

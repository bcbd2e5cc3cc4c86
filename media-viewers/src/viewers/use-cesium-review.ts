import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ReviewBinding } from '../review/review-binding';
import { useReviewTarget } from '../review/overlay/use-review-target';
import { cesiumLiveView } from './cesium-live-view';
import type { SceneReview } from './cesium-review';

/** Arrow keys as steps right and forward (as the camera faces). */
const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * A site model's part in a review, once its 3D view runs: the target (the point under the view's
 * centre; null before the view is loaded), the threads' pins, a click selecting a pin or moving
 * the new comment's, and arrow keys nudging it. Returns the view's key handler.
 */
export function useCesiumReview(scene: SceneReview | null, review: ReviewBinding | undefined) {
  const latest = useRef(review);
  useEffect(() => {
    latest.current = review;
  });

  // The live view (made when the target is registered) reads the scene of the moment.
  const shown = useRef(scene);
  useEffect(() => {
    shown.current = scene;
  });
  const makeLive = () => cesiumLiveView(() => shown.current);
  useReviewTarget(
    review,
    {
      capture: () => scene?.capture() ?? null,
      reveal: (anchor) => {
        if (anchor.kind === 'position') scene?.reveal(anchor);
      },
    },
    makeLive,
  );

  useEffect(() => {
    if (!scene) return;
    scene.onClick((hit) => {
      const current = latest.current;
      if (!current) return;
      if ('threadId' in hit) current.select(hit.threadId);
      else if (current.draft?.anchor.kind === 'position') {
        current.changeDraft({ ...current.draft, anchor: hit.pin });
      }
    });
    return () => scene.onClick(null);
  }, [scene]);

  const threads = review?.markers;
  const selectedId = review?.selectedId ?? null;
  const draft = review?.draft ?? null;
  useEffect(() => {
    scene?.show(threads ?? [], selectedId, draft);
  }, [scene, threads, selectedId, draft]);

  return (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!scene || !step || !draft || draft.anchor.kind !== 'position') return;
    event.preventDefault();
    review!.changeDraft({
      ...draft,
      anchor: scene.nudge(draft.anchor, step[0], step[1], event.shiftKey),
    });
  };
}

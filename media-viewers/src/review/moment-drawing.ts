import { frameAt, type Anchor, type DrawingShape } from '@portal/shared';
import type { ReviewBinding } from './review-binding';

/**
 * The frame a pin's drawing belongs to: a video moment's (a range's first), a 360° video view's;
 * null for pins that are not at a moment. The API's `frame`, else worked out at the shown rate.
 */
export function drawingFrame(anchor: Anchor, frameRate: number | null): number | null {
  if ((anchor.kind !== 'time' && anchor.kind !== 'view') || anchor.time === null) return null;
  return anchor.frame ?? frameAt(anchor.time, frameRate);
}

/**
 * What a moving picture shows now of the review's drawings: the chosen thread's and the draft's,
 * each only while its own place (`onScreen`: its frame, a 360° video's view too) is on screen.
 */
export function momentShapes(
  review: ReviewBinding,
  onScreen: (anchor: Anchor) => boolean,
): DrawingShape[] {
  const chosen = review.markers.find((marker) => marker.id === review.selectedId);
  const { draft } = review;
  return [
    ...(chosen && onScreen(chosen.anchor) ? (review.drawing?.shapes ?? []) : []),
    ...(draft && onScreen(draft.anchor) ? (draft.drawing?.shapes ?? []) : []),
  ];
}

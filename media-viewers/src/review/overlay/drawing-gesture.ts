import { useState, type PointerEvent, type RefObject } from 'react';
import type { Drawing, DrawingShape, DrawingTool } from '@portal/shared';
import type { ReviewBinding } from '../review-binding';
import { round4, spotIn, strokeOf, withShape, type Spot } from './geometry';

/** A drawing tool's gesture while the pointer is pressed: the spots it went through. */
export interface DrawGesture {
  tool: DrawingTool;
  spots: Spot[];
}

/** Shorter drags than this (a fraction of the medium) are taken as clicks. */
export const CLICK = 0.01;

/** The shape a drawing gesture makes, or null when it is too small to mean anything. */
export function shapeOf(
  gesture: DrawGesture,
  colour: ReviewBinding['colour'],
): DrawingShape | null {
  const from = gesture.spots[0]!;
  const to = gesture.spots[gesture.spots.length - 1]!;
  switch (gesture.tool) {
    case 'pen':
      return { tool: 'pen', colour, points: strokeOf(gesture.spots) };
    case 'arrow':
      if (Math.hypot(to.x - from.x, to.y - from.y) < CLICK) return null;
      return { tool: 'arrow', colour, x1: from.x, y1: from.y, x2: to.x, y2: to.y };
    case 'rectangle': {
      const width = round4(Math.abs(to.x - from.x));
      const height = round4(Math.abs(to.y - from.y));
      if (width < CLICK / 2 || height < CLICK / 2) return null;
      return {
        tool: 'rectangle',
        colour,
        x: Math.min(from.x, to.x),
        y: Math.min(from.y, to.y),
        width,
        height,
      };
    }
  }
}

/** The gesture with the pointer at `at` (a pen keeps every spot, the others their two ends). */
export const gestureTo = <G extends DrawGesture>(gesture: G, at: Spot): G => ({
  ...gesture,
  spots: gesture.tool === 'pen' ? [...gesture.spots, at] : [gesture.spots[0]!, at],
});

/**
 * Drawing with the chosen tool on a layer where nothing else answers the pointer (a video's frame,
 * a 360° view): the shape follows the pointer and goes to `onDrawing` once, on release, as the
 * draft's drawing with it (or the contract's message when there is no room for it).
 */
export function useDrawingGesture(
  layer: RefObject<HTMLElement | null>,
  review: ReviewBinding,
  drawing: Drawing | null,
  onDrawing: (drawing: Drawing) => void,
) {
  const [gesture, setGesture] = useState<DrawGesture | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const spot = (event: PointerEvent) => spotIn(layer.current!, event);

  const start = (event: PointerEvent<HTMLElement>) => {
    if (!review.tool || event.button !== 0 || !layer.current) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setMessage(null);
    setGesture({ tool: review.tool, spots: [spot(event)] });
  };
  const move = (event: PointerEvent) => {
    if (gesture && layer.current) setGesture(gestureTo(gesture, spot(event)));
  };
  const end = (event: PointerEvent) => {
    setGesture(null);
    if (!gesture || !layer.current) return;
    // A pen's stroke already ends where the pointer was last; the others end where it is let go.
    const last = gesture.tool === 'pen' ? gesture : gestureTo(gesture, spot(event));
    const shape = shapeOf(last, review.colour);
    if (!shape) return;
    const next = withShape(drawing, shape);
    if ('error' in next) setMessage(next.error);
    else onDrawing(next.drawing);
  };
  return {
    handlers: {
      onPointerDown: start,
      onPointerMove: move,
      onPointerUp: end,
      onPointerCancel: () => setGesture(null),
    },
    shape: gesture ? shapeOf(gesture, review.colour) : null,
    message,
  };
}

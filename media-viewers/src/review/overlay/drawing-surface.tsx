import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useRef, type CSSProperties } from 'react';
import type { Drawing, DrawingShape } from '@portal/shared';
import type { ReviewBinding } from '../review-binding';
import { DrawingLayer } from './drawing-layer';
import { useDrawingGesture } from './drawing-gesture';
import classes from './overlay.module.css';

const ignore = () => {};

/** Mouse and touch events that a picture's own viewer listens for around the surface. */
const KEPT_HERE = ['mousedown', 'touchstart', 'click'] as const;
const stop = (event: Event) => event.stopPropagation();

/**
 * Keeps a press on the surface from the viewer it lies in (Photo Sphere Viewer turns the view on
 * its container's native mouse and touch events, which React's own handlers reach too late).
 */
function keepPressesHere(surface: HTMLDivElement | null) {
  if (!surface) return;
  for (const type of KEPT_HERE) surface.addEventListener(type, stop);
  return () => KEPT_HERE.forEach((type) => surface.removeEventListener(type, stop));
}

/**
 * Drawings over a picture that carries no pins of its own (a video's frame, a 360° view), in
 * fractions of the layer: the shapes given, and while `onDrawing` is given and a tool is chosen, a
 * surface the pointer draws on (the new shape goes to `onDrawing` with the draft's `drawing`).
 */
export function DrawingSurface({
  review,
  shapes,
  drawing,
  onDrawing,
  style,
}: {
  review: ReviewBinding;
  shapes: readonly DrawingShape[];
  /** The draft's drawing so far, which a new shape is added to. */
  drawing: Drawing | null;
  /** Given while the draft may be drawn on here and now. */
  onDrawing?: (drawing: Drawing) => void;
  /** Where the layer sits in its positioned parent (all of it by default). */
  style?: CSSProperties;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const size = useElementSize();
  const ref = useMergedRef(layer, size.ref);
  const gesture = useDrawingGesture(layer, review, drawing, onDrawing ?? ignore);
  const drawable = onDrawing !== undefined && review.tool !== null;
  const { onPointerDown, ...following } = gesture.handlers;
  const all = gesture.shape ? [...shapes, gesture.shape] : shapes;
  return (
    <div ref={ref} className={classes.layer} style={style} {...(drawable ? following : {})}>
      <DrawingLayer shapes={all} width={size.width} height={size.height} />
      {drawable && (
        <div
          className={classes.surface}
          ref={keepPressesHere}
          data-testid="drawing-surface"
          onPointerDown={onPointerDown}
        />
      )}
      {gesture.message && (
        <div role="alert" className={classes.message}>
          {gesture.message}
        </div>
      )}
    </div>
  );
}

import { useState, type PointerEvent, type RefObject } from 'react';
import type { DraftPin, ReviewBinding } from '../review-binding';
import type { DrawingTool } from '@portal/shared';
import { CLICK, gestureTo, shapeOf } from './drawing-gesture';
import { pinAt, pinSpanning, spotIn, withShape, type PointPin, type Spot } from './geometry';

/** What the pointer is doing while pressed. */
type Gesture =
  /** The pin follows the pointer (a press on the medium, or a drag of the pin itself). */
  | { kind: 'move'; offset: Spot; keepSize: boolean; at: Spot }
  /** Alt-drag: a rectangle pin from the press to the pointer. */
  | { kind: 'span'; from: Spot; at: Spot }
  /** A drawing tool's stroke, arrow or rectangle. */
  | { kind: 'draw'; tool: DrawingTool; spots: Spot[] };

/** The pin a move or span gesture puts down. */
function pinOf(pin: PointPin, gesture: Exclude<Gesture, { kind: 'draw' }>): PointPin {
  if (gesture.kind === 'move') {
    const base = gesture.keepSize ? pin : { ...pin, width: null, height: null };
    return pinAt(base, gesture.at.x - gesture.offset.x, gesture.at.y - gesture.offset.y);
  }
  const { from, at } = gesture;
  if (Math.abs(at.x - from.x) < CLICK && Math.abs(at.y - from.y) < CLICK) {
    return pinAt({ ...pin, width: null, height: null }, from.x, from.y);
  }
  return pinSpanning(pin, from, at);
}

/**
 * Pointer input on a flat medium while a comment's pin is on it: pressing moves the pin (Alt-drag
 * spans a rectangle), dragging the pin moves it, and with a drawing tool chosen the pointer draws.
 * The pin and shape follow the pointer here and go to the panel once, on release.
 */
export function usePointerDraft(
  layer: RefObject<HTMLElement | null>,
  review: ReviewBinding,
  draft: (DraftPin & { anchor: PointPin }) | null,
) {
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const spot = (event: PointerEvent) => spotIn(layer.current!, event);

  const start = (event: PointerEvent<HTMLElement>, onPin: boolean) => {
    if (!draft || event.button !== 0 || !layer.current) return;
    event.preventDefault();
    event.stopPropagation();
    // jsdom and some older browsers have no pointer capture; the drag still works inside the box.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = spot(event);
    setMessage(null);
    if (review.tool && !onPin) setGesture({ kind: 'draw', tool: review.tool, spots: [at] });
    else if (event.altKey && !onPin) setGesture({ kind: 'span', from: at, at });
    else {
      const offset = onPin
        ? { x: at.x - draft.anchor.x, y: at.y - draft.anchor.y }
        : { x: 0, y: 0 };
      setGesture({ kind: 'move', offset, keepSize: onPin, at });
    }
  };

  const move = (event: PointerEvent) => {
    if (!gesture || !layer.current) return;
    const at = spot(event);
    if (gesture.kind === 'draw') {
      setGesture(gestureTo(gesture, at));
    } else setGesture({ ...gesture, at });
  };

  const end = (event: PointerEvent) => {
    if (!gesture || !draft) return setGesture(null);
    const last = layer.current ? spot(event) : null;
    setGesture(null);
    if (gesture.kind !== 'draw') {
      return review.changeDraft({
        ...draft,
        anchor: pinOf(draft.anchor, { ...gesture, at: last ?? gesture.at }),
      });
    }
    const spots = last && gesture.tool !== 'pen' ? [gesture.spots[0]!, last] : gesture.spots;
    const shape = shapeOf({ ...gesture, spots }, review.colour);
    if (!shape) return;
    const next = withShape(draft.drawing, shape);
    if ('error' in next) setMessage(next.error);
    else review.changeDraft({ ...draft, drawing: next.drawing });
  };

  const cancel = () => setGesture(null);

  // What to show while the pointer is down: the pin where it would land, the shape being drawn.
  const pin = draft && gesture && gesture.kind !== 'draw' ? pinOf(draft.anchor, gesture) : null;
  const shape = gesture?.kind === 'draw' ? shapeOf(gesture, review.colour) : null;
  return {
    handlers: { onPointerMove: move, onPointerUp: end, onPointerCancel: cancel },
    start,
    pin: pin ?? draft?.anchor ?? null,
    shape,
    message,
    busy: gesture !== null,
  };
}

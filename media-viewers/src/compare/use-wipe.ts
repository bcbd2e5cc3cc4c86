import type { PointerEvent } from 'react';
import { useWipeAt } from './compare-controls';
import { clampPercent } from './wipe-handle';

/**
 * Where a wipe's divider is (0–100 % from the left, 50 at first; held above it when the
 * dialog's compare view holds it), and the pointer handlers of
 * the box it divides: a press puts the divider there and a drag moves it, captured so the drag
 * goes on outside the box and ends wherever it is let go.
 */
export function useWipe() {
  const { at, setAt } = useWipeAt();
  const moveTo = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setAt(clampPercent(((event.clientX - box.left) / box.width) * 100));
  };
  const stage = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      moveTo(event);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(event);
    },
  };
  return { at, setAt, stage };
}

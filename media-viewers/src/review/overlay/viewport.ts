import { clamp01, round4, type Spot } from './geometry';

/**
 * The spot of a medium (its box inside a scrolling viewport) at the centre of what the viewport
 * shows; the medium's centre while nothing is laid out yet.
 */
export function centreOf(viewport: Element, medium: Element): Spot {
  const view = viewport.getBoundingClientRect();
  const box = medium.getBoundingClientRect();
  if (!box.width || !box.height) return { x: 0.5, y: 0.5 };
  return {
    x: round4(clamp01((view.left + view.width / 2 - box.left) / box.width)),
    y: round4(clamp01((view.top + view.height / 2 - box.top) / box.height)),
  };
}

/** Scrolls the viewport so a spot of the medium is at its centre (as near as the edges allow). */
export function centreOn(viewport: Element, medium: Element, spot: Spot) {
  const view = viewport.getBoundingClientRect();
  const box = medium.getBoundingClientRect();
  viewport.scrollBy?.({
    left: box.left + spot.x * box.width - (view.left + view.width / 2),
    top: box.top + spot.y * box.height - (view.top + view.height / 2),
  });
}

/** Where a pin is looked at: its point, or its area's centre. */
export const focusOf = (pin: {
  x: number;
  y: number;
  width: number | null;
  height: number | null;
}) => ({
  x: pin.x + (pin.width ?? 0) / 2,
  y: pin.y + (pin.height ?? 0) / 2,
});

import {
  DRAWING_MESSAGES,
  MAX_DRAWING_BYTES,
  MAX_DRAWING_SHAPES,
  MAX_STROKE_POINTS,
  drawingBytes,
  type AnchorOf,
  type Drawing,
  type DrawingShape,
} from '@portal/shared';

/** A point of the medium, as fractions (0–1) of its width and height. */
export interface Spot {
  x: number;
  y: number;
}

/** A point pin of an image or a PDF page. */
export type PointPin = AnchorOf<'point'>;

export const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/**
 * Four decimals: a tenth of a pixel on a 1000 px page, and short JSON, so strokes stay far
 * under the drawing's 64 KB.
 */
export const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Where a pointer is over an element, as fractions of its box (clamped to it). */
export function spotIn(element: Element, event: { clientX: number; clientY: number }): Spot {
  const box = element.getBoundingClientRect();
  return {
    x: round4(clamp01(box.width ? (event.clientX - box.left) / box.width : 0)),
    y: round4(clamp01(box.height ? (event.clientY - box.top) / box.height : 0)),
  };
}

/** A pin moved to (x, y), its rectangle (if any) kept whole inside the medium. */
export function pinAt(pin: PointPin, x: number, y: number): PointPin {
  return {
    ...pin,
    x: round4(Math.min(clamp01(x), 1 - (pin.width ?? 0))),
    y: round4(Math.min(clamp01(y), 1 - (pin.height ?? 0))),
  };
}

/** The rectangle pin spanned by a drag from one spot to another. */
export function pinSpanning(pin: PointPin, from: Spot, to: Spot): PointPin {
  return {
    ...pin,
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: round4(Math.abs(to.x - from.x)),
    height: round4(Math.abs(to.y - from.y)),
  };
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The pin moved by an arrow key (1 % of the medium; 5 % with Shift), or null for other keys. */
export function nudgePin(pin: PointPin, key: string, far: boolean): PointPin | null {
  const step = STEPS[key];
  if (!step) return null;
  const by = far ? 0.05 : 0.01;
  return pinAt(pin, pin.x + step[0] * by, pin.y + step[1] * by);
}

/** Closer points than this (a fraction of the medium) add nothing a reviewer can see. */
const MIN_STEP = 0.004;

/**
 * A freehand stroke as the contract holds it (x1, y1, x2, y2, …): points closer than MIN_STEP to
 * the last kept one are dropped (a quick scribble sends hundreds of pointer moves), then at most
 * MAX_STROKE_POINTS are kept, evenly.
 */
export function strokeOf(spots: readonly Spot[]): number[] {
  const kept: Spot[] = [];
  for (const spot of spots) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(spot.x - last.x, spot.y - last.y) >= MIN_STEP) kept.push(spot);
  }
  const end = spots[spots.length - 1];
  if (end && kept.length > 1 && kept[kept.length - 1] !== end) kept.push(end);
  const every = Math.ceil(kept.length / MAX_STROKE_POINTS);
  const points = kept.filter((_, i) => i % every === 0);
  return points.flatMap(({ x, y }) => [round4(x), round4(y)]);
}

/** The drawing with one more shape, or the contract's message when it would be too large. */
export function withShape(
  drawing: Drawing | null,
  shape: DrawingShape,
): { drawing: Drawing } | { error: string } {
  const shapes = [...(drawing?.shapes ?? []), shape];
  if (shapes.length > MAX_DRAWING_SHAPES) return { error: DRAWING_MESSAGES.tooManyShapes };
  const next = { shapes };
  if (drawingBytes(next) > MAX_DRAWING_BYTES) return { error: DRAWING_MESSAGES.tooLarge };
  return { drawing: next };
}

/** Percent, for CSS placement. */
export const percent = (fraction: number) => `${fraction * 100}%`;

/** Where a pin sits on its layer (its point: a marker's centre, an area's top-left corner). */
export const pinPlace = (pin: PointPin) => ({ left: percent(pin.x), top: percent(pin.y) });

/** A pin's area on its layer, or null for a point. */
export const pinArea = (pin: PointPin) =>
  pin.width !== null && pin.height !== null
    ? { ...pinPlace(pin), width: percent(pin.width), height: percent(pin.height) }
    : null;

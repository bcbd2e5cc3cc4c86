import { DRAWING_COLOURS, type DrawingShape } from '@portal/contract';

// A thread's drawing as an SVG the size of its still, for sharp to lay over the picture. The
// shapes are in fractions of the whole medium; a still may show only part of it (an image's
// crop), so each point is brought into the pixels of that part. Strokes and arrowheads are
// sized in pixels of the still, as the viewers size them on screen (`drawing-layer.tsx`).

/** A part of the medium, in fractions (0–1) of its width and height. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole medium, as a region. */
export const WHOLE: Region = { x: 0, y: 0, width: 1, height: 1 };

/** The arrowhead's length, and the strokes' width, in pixels of the still. */
const HEAD = 14;
const STROKE_WIDTH = 3;

/** Where a point of the medium falls in a still of `size` showing `region`. */
const pixelsOf = (region: Region, size: { width: number; height: number }) => ({
  x: (x: number) => ((x - region.x) / region.width) * size.width,
  y: (y: number) => ((y - region.y) / region.height) * size.height,
});

const round = (n: number) => Math.round(n * 10) / 10;

/** One shape as SVG, in the still's pixels. */
function shapeSvg(shape: DrawingShape, to: ReturnType<typeof pixelsOf>) {
  const stroke = `stroke="${DRAWING_COLOURS[shape.colour]}" stroke-width="${STROKE_WIDTH}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  switch (shape.tool) {
    case 'pen': {
      const points: string[] = [];
      for (let i = 0; i + 1 < shape.points.length; i += 2) {
        points.push(`${round(to.x(shape.points[i]!))},${round(to.y(shape.points[i + 1]!))}`);
      }
      // A single point is drawn as a dot (a zero-length line with round caps).
      if (points.length === 1) points.push(points[0]!);
      return `<polyline points="${points.join(' ')}" ${stroke}/>`;
    }
    case 'arrow': {
      const [x1, y1, x2, y2] = [to.x(shape.x1), to.y(shape.y1), to.x(shape.x2), to.y(shape.y2)];
      const length = Math.hypot(x2 - x1, y2 - y1) || 1;
      const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
      const side = (sign: number) =>
        `${round(x2 - ux * HEAD - sign * uy * HEAD * 0.6)},${round(y2 - uy * HEAD + sign * ux * HEAD * 0.6)}`;
      return (
        `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" ${stroke}/>` +
        `<polyline points="${side(1)} ${round(x2)},${round(y2)} ${side(-1)}" ${stroke}/>`
      );
    }
    case 'rectangle': {
      const [x, y] = [to.x(shape.x), to.y(shape.y)];
      const [width, height] = [to.x(shape.x + shape.width) - x, to.y(shape.y + shape.height) - y];
      return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" ${stroke}/>`;
    }
  }
}

/**
 * A point pin's mark (a ring at the point, or the dashed outline of its rectangle), white over
 * a dark edge so it shows on any picture.
 */
function pinSvg(pin: Region, to: ReturnType<typeof pixelsOf>) {
  const [x, y] = [to.x(pin.x), to.y(pin.y)];
  const twice = (shape: string) =>
    `${shape.replace('STYLE', 'stroke="#000000" stroke-opacity="0.6" stroke-width="4"')}` +
    shape.replace('STYLE', 'stroke="#ffffff" stroke-width="2"');
  if (pin.width === 0 && pin.height === 0) {
    return twice(`<circle cx="${round(x)}" cy="${round(y)}" r="9" fill="none" STYLE/>`);
  }
  const width = to.x(pin.x + pin.width) - x;
  const height = to.y(pin.y + pin.height) - y;
  return twice(
    `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="none" stroke-dasharray="6 4" STYLE/>`,
  );
}

/**
 * The SVG of a drawing (and a point pin's mark, when given) over a still `size` pixels large that
 * shows `region` of the medium; shapes outside it are cut off at its edges.
 */
export function drawingSvg(
  shapes: readonly DrawingShape[],
  region: Region,
  size: { width: number; height: number },
  pin: Region | null = null,
): Buffer {
  const to = pixelsOf(region, size);
  const body = [...(pin ? [pinSvg(pin, to)] : []), ...shapes.map((shape) => shapeSvg(shape, to))];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body.join('')}</svg>`,
  );
}

/** The smallest region holding every point of the shapes, or null for none. */
export function boundsOf(shapes: readonly DrawingShape[]): Region | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const shape of shapes) {
    if (shape.tool === 'pen') {
      shape.points.forEach((value, i) => (i % 2 === 0 ? xs : ys).push(value));
    } else if (shape.tool === 'arrow') {
      xs.push(shape.x1, shape.x2);
      ys.push(shape.y1, shape.y2);
    } else {
      xs.push(shape.x, shape.x + shape.width);
      ys.push(shape.y, shape.y + shape.height);
    }
  }
  if (xs.length === 0 || ys.length === 0) return null;
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

import { DRAWING_COLOURS, type DrawingShape } from '@portal/shared';

/** The arrowhead's length and half-width, in pixels of the shown medium. */
const HEAD = 14;
const STROKE = { strokeWidth: 3, vectorEffect: 'non-scaling-stroke' } as const;

/**
 * An arrow's head as two short lines. The SVG stretches with the medium (its viewBox is 0–1 in
 * both directions), so the head is worked out in pixels and brought back, or it would skew.
 */
function headOf(shape: Extract<DrawingShape, { tool: 'arrow' }>, width: number, height: number) {
  // Before the medium is measured, a middling size keeps the head in proportion.
  const w = width || 500;
  const h = height || 500;
  const dx = (shape.x2 - shape.x1) * w;
  const dy = (shape.y2 - shape.y1) * h;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const side = (sign: number) =>
    `${shape.x2 + (-ux * HEAD + sign * -uy * HEAD * 0.6) / w},${shape.y2 + (-uy * HEAD + sign * ux * HEAD * 0.6) / h}`;
  return `${side(1)} ${shape.x2},${shape.y2} ${side(-1)}`;
}

function ShapeView({
  shape,
  width,
  height,
}: {
  shape: DrawingShape;
  width: number;
  height: number;
}) {
  const stroke = DRAWING_COLOURS[shape.colour];
  switch (shape.tool) {
    case 'pen': {
      const points = [];
      for (let i = 0; i < shape.points.length; i += 2) {
        points.push(`${shape.points[i]},${shape.points[i + 1]}`);
      }
      // A single point is drawn as a dot (a zero-length line with round caps).
      if (points.length === 1) points.push(points[0]);
      return (
        <polyline
          points={points.join(' ')}
          fill="none"
          stroke={stroke}
          strokeLinecap="round"
          strokeLinejoin="round"
          {...STROKE}
        />
      );
    }
    case 'arrow':
      return (
        <g stroke={stroke} fill="none" strokeLinecap="round" strokeLinejoin="round">
          <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} {...STROKE} />
          <polyline points={headOf(shape, width, height)} {...STROKE} />
        </g>
      );
    case 'rectangle':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          fill="none"
          stroke={stroke}
          {...STROKE}
        />
      );
  }
}

/** Drawings over a medium, in its own 0–1 coordinates, so they stay put at any zoom. */
export function DrawingLayer({
  shapes,
  width,
  height,
}: {
  shapes: readonly DrawingShape[];
  /** The medium's shown size in pixels (for arrowheads); 0 before it is measured. */
  width: number;
  height: number;
}) {
  if (shapes.length === 0) return null;
  return (
    <svg
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      aria-hidden
      data-testid="review-drawing"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    >
      {shapes.map((shape, i) => (
        <ShapeView key={i} shape={shape} width={width} height={height} />
      ))}
    </svg>
  );
}

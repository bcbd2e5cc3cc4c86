import * as v from 'valibot';

/** The most shapes a comment's drawing holds. */
export const MAX_DRAWING_SHAPES = 500;
/** The largest drawing, in bytes of its JSON. */
export const MAX_DRAWING_BYTES = 64 * 1024;
/** The most points of one freehand stroke. */
export const MAX_STROKE_POINTS = 2000;

/** The drawing colours, by name (the viewers paint them; names travel, so a palette can change). */
export const DRAWING_COLOURS = {
  red: '#e03131',
  yellow: '#fcc419',
  green: '#2f9e44',
  blue: '#1c7ed6',
  white: '#ffffff',
} as const;
/** A drawing colour's name. */
export type DrawingColour = keyof typeof DRAWING_COLOURS;
/** The drawing tools. */
export const DRAWING_TOOLS = ['pen', 'arrow', 'rectangle'] as const;
/** A drawing tool. */
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

/** Messages of a drawing; the API files them under `Drawing`. */
export const DRAWING_MESSAGES = {
  tooManyShapes: `A drawing can have at most ${MAX_DRAWING_SHAPES} shapes.`,
  tooLarge: `A drawing can be at most ${MAX_DRAWING_BYTES / 1024} KB.`,
  shape: 'Each shape is a pen stroke, an arrow or a rectangle in one of the drawing colours.',
  coordinates: 'A drawing’s coordinates are fractions of the medium, from 0 to 1.',
  stroke: `A stroke has from 1 to ${MAX_STROKE_POINTS.toLocaleString('en-AU')} points.`,
  notHere:
    'Drawings go on a point of an image or a PDF page, a moment of a video, or a 360° video’s view at a moment.',
} as const;

/** Drawings are kept to 1/10,000 of the medium (a tenth of a pixel on a 1000-pixel image). */
const PRECISION = 1e4;

const Fraction = v.pipe(
  v.number(DRAWING_MESSAGES.coordinates),
  v.finite(DRAWING_MESSAGES.coordinates),
  v.minValue(0, DRAWING_MESSAGES.coordinates),
  v.maxValue(1, DRAWING_MESSAGES.coordinates),
  // Stored and sent short: a freehand stroke's points are most of a drawing's bytes.
  v.transform((value) => Math.round(value * PRECISION) / PRECISION),
);
const Colour = v.picklist(Object.keys(DRAWING_COLOURS) as DrawingColour[], DRAWING_MESSAGES.shape);

/**
 * The three shapes, declared once: a freehand stroke (`points` is x1, y1, x2, y2, …), an arrow
 * from (x1, y1) to its head at (x2, y2), and a rectangle's outline, all in fractions of the
 * medium. A request's coordinates are checked and rounded; a saved drawing's are read as they are.
 */
function shapesWith<const C extends v.GenericSchema<unknown, number>>(
  coordinate: C,
  points: v.GenericSchema<unknown, number[]>,
) {
  return [
    v.object({ tool: v.literal('pen'), colour: Colour, points }),
    v.object({
      tool: v.literal('arrow'),
      colour: Colour,
      x1: coordinate,
      y1: coordinate,
      x2: coordinate,
      y2: coordinate,
    }),
    v.object({
      tool: v.literal('rectangle'),
      colour: Colour,
      x: coordinate,
      y: coordinate,
      width: coordinate,
      height: coordinate,
    }),
  ] as const;
}

const Stroke = v.pipe(
  v.array(Fraction, DRAWING_MESSAGES.stroke),
  v.minLength(2, DRAWING_MESSAGES.stroke),
  v.maxLength(2 * MAX_STROKE_POINTS, DRAWING_MESSAGES.stroke),
  v.check((points) => points.length % 2 === 0, DRAWING_MESSAGES.stroke),
);

/** One shape of a drawing. */
const DrawingShapeSchema = v.variant('tool', shapesWith(Fraction, Stroke), DRAWING_MESSAGES.shape);
/** One shape of a drawing. */
export type DrawingShape = v.InferOutput<typeof DrawingShapeSchema>;

/** The bytes of a drawing's JSON (the 64 KB limit), counted as the API stores it. */
export const drawingBytes = (drawing: unknown) =>
  new TextEncoder().encode(JSON.stringify(drawing)).length;

/** A comment's drawing: vector shapes over the medium, at most 500 and 64 KB. */
export const DrawingSchema = v.pipe(
  v.object({
    shapes: v.pipe(
      v.array(v.unknown(), DRAWING_MESSAGES.shape),
      v.maxLength(MAX_DRAWING_SHAPES, DRAWING_MESSAGES.tooManyShapes),
      // Counted before each shape is read, so a huge drawing costs no more than its length.
      v.array(DrawingShapeSchema, DRAWING_MESSAGES.shape),
    ),
  }),
  v.check((drawing) => drawingBytes(drawing) <= MAX_DRAWING_BYTES, DRAWING_MESSAGES.tooLarge),
);
/** A comment's drawing. */
export type Drawing = v.InferOutput<typeof DrawingSchema>;

/**
 * A saved drawing as the API sends it back: the shapes' structure only. Its limits and rounding
 * were applied when it was saved, so a medium's list of hundreds of threads is read without
 * checking every point of every stroke again.
 */
export const SavedDrawingSchema = v.object({
  shapes: v.array(v.variant('tool', shapesWith(v.number(), v.array(v.number())))),
}) satisfies v.GenericSchema<unknown, Drawing>;

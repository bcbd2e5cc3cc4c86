import fs from 'node:fs/promises';
import { IMAGE_TOO_LARGE_MESSAGE } from '@portal/contract';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './limits.js';

// An image's previews (issue 30): smaller copies the portal's tiles, grids and lightbox show in
// place of a render that can be 60 MB, each width in AVIF and WebP for the browsers that take
// them and JPEG for any. Made upright (the EXIF orientation applied) and in sRGB, the colour
// space browsers assume for an untagged picture. Only raster formats reach libvips (never SVG,
// whose references librsvg would follow), and none larger than `MAX_IMAGE_PIXELS` (issue 47).

/** The widths an image's previews are made at, in pixels (never wider than the image). */
export const PREVIEW_WIDTHS = [480, 960, 1920] as const;
/** The formats each width is made in, the smallest files first. */
export const PREVIEW_FORMATS = ['avif', 'webp', 'jpeg'] as const;
/** A preview's format. */
export type PreviewFormat = (typeof PREVIEW_FORMATS)[number];

/** One preview: its format and size in pixels, and its bytes. */
export interface ImagePreview {
  format: PreviewFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * AVIF's encoder effort (0–9): at 4, sharp's default, a 1920-px AVIF took 7.9 s on a two-core
 * machine; at 0 a 1600-px one takes about half a second, its file 6 % larger than at 2.
 */
const AVIF_EFFORT = 0;

/**
 * The widths to make for an image `width` pixels wide: each of `PREVIEW_WIDTHS`, those wider than
 * the image made at its own width instead, once.
 */
export function previewWidths(width: number): number[] {
  return [...new Set(PREVIEW_WIDTHS.map((wanted) => Math.min(wanted, width)))];
}

const encoders: Record<PreviewFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: AVIF_EFFORT }),
  webp: (image) => image.webp({ quality: 80 }),
  // JPEG has no transparency: a picture with some is laid on white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
};

/** A picture too large to decode (its header says so): refused before it is inflated. */
export class ImageTooLarge extends Error {
  constructor() {
    super(IMAGE_TOO_LARGE_MESSAGE);
  }
}

/**
 * The raster formats previews are made of, by their first bytes: JPEG, PNG, GIF, WebP, TIFF and
 * HEIF/AVIF (an ISO box `ftyp` at 4). Anything else (SVG above all: librsvg would fetch the
 * files and addresses it names) is not handed to sharp.
 */
const RASTER_SIGNATURES: { at: number; bytes: string }[] = [
  { at: 0, bytes: 'ffd8ff' },
  { at: 0, bytes: '89504e470d0a1a0a' },
  { at: 0, bytes: '474946383' },
  { at: 8, bytes: '57454250' },
  { at: 0, bytes: '49492a00' },
  { at: 0, bytes: '4d4d002a' },
  { at: 4, bytes: '66747970' },
];

/** The first bytes of a file path or of bytes. */
async function headOf(input: string | Buffer) {
  if (typeof input !== 'string') return input.subarray(0, 16);
  const file = await fs.open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Whether bytes begin as one of `RASTER_SIGNATURES`. */
const isRaster = (head: Buffer) =>
  RASTER_SIGNATURES.some(({ at, bytes }) =>
    head.toString('hex', at, at + bytes.length / 2).startsWith(bytes),
  );

/** An image's previews, with the size of the image itself (upright). */
export interface MadePreviews {
  width: number;
  height: number;
  previews: ImagePreview[];
}

/**
 * Makes an image's previews (every width of `previewWidths` in every format, widest first), from
 * a file path or its bytes. The image is decoded, turned upright and converted to sRGB once; each width is
 * scaled from the next wider one. Throws `ImageTooLarge` for more pixels than `MAX_IMAGE_PIXELS`,
 * an error for bytes of no raster format, sharp's for bytes it cannot read (truncated): the
 * caller says so and keeps the original.
 */
export async function makeImagePreviews(input: string | Buffer): Promise<MadePreviews> {
  if (!isRaster(await headOf(input))) throw new Error('Not a raster image.');
  // Its size from its header alone (nothing is decoded), to say why a picture too large fails.
  const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLarge();
  const source = sharp(input, {
    failOn: 'truncated',
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).autoOrient();
  const { autoOrient } = await source.metadata();
  const widths = previewWidths(autoOrient.width).sort((a, b) => b - a);
  const previews: ImagePreview[] = [];
  let wider: Sharp = source;
  for (const width of widths) {
    const { data, info } = await wider
      .clone()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const scaled = () => sharp(data, { raw }).withIccProfile('srgb');
    for (const format of PREVIEW_FORMATS) {
      const bytes = await encoders[format](scaled()).toBuffer();
      previews.push({ format, width: info.width, height: info.height, bytes });
    }
    wider = scaled();
  }
  return { width: autoOrient.width, height: autoOrient.height, previews };
}

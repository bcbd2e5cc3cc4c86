import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { FileStore } from '../../media/file-store.js';
import { previewFolderOf } from '../../previews/preview-files.js';
import type { Region } from './drawing-svg.js';

// The part of a picture (an image, a PDF's first page) around a point pin, cut from the widest
// of the picture previews made of it: upright, in sRGB, at most 1920 px wide, and never the raw
// upload, so an export hands sharp nothing the preview worker had not already made.

/** How wide a still is made (pixels): sharp at half its width on an A4 page. */
export const STILL_WIDTH = 480;

/** A decoded picture (a preview's pixels), as sharp reads raw bytes. */
export interface Picture {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The widest JPEG preview of a stored picture, decoded, or null before (or without) previews.
 * Its folder is listed, since the widths depend on the original's (never wider than it).
 */
export async function pictureOf(store: FileStore, key: string): Promise<Picture | null> {
  const folder = `${previewFolderOf(key)}/`;
  let widest: { key: string; width: number } | null = null;
  for await (const file of store.list(folder)) {
    const width = Number(/^(\d+)\.jpg$/.exec(file.key.slice(folder.length))?.[1] ?? 0);
    if (width > (widest?.width ?? 0)) widest = { key: file.key, width };
  }
  if (!widest) return null;
  const jpeg = await buffer(await store.open(widest.key));
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** A crop of a picture: its pixels, the region of the medium it shows, and its still's height. */
export interface Crop {
  pixels: { left: number; top: number; width: number; height: number };
  region: Region;
  height: number;
}

/** The least of the picture a crop shows (of its width): enough around a point to place it. */
const LEAST_SHARE = 1 / 3;
/** The room kept around the pin and the drawing (of the picture's shorter side). */
const MARGIN = 0.08;

/**
 * The part of a picture a point pin's still shows: its point or rectangle and the drawing, with
 * room around them, at least a third of the picture, in the picture's own shape, kept inside it.
 */
export function cropAround(pin: Region, drawing: Region | null, { raw }: Picture): Crop {
  const { width: W, height: H } = raw;
  const box = drawing ? union(pin, drawing) : pin;
  const room = 2 * MARGIN * Math.min(W, H);
  const aspect = W / H;
  const wide = Math.min(
    W,
    Math.max(W * LEAST_SHARE, box.width * W + room, (box.height * H + room) * aspect),
  );
  const width = Math.max(1, Math.round(wide));
  const height = Math.max(1, Math.min(H, Math.round(wide / aspect)));
  const within = (centre: number, size: number, whole: number) =>
    Math.round(Math.min(Math.max(0, centre - size / 2), whole - size));
  const left = within((box.x + box.width / 2) * W, width, W);
  const top = within((box.y + box.height / 2) * H, height, H);
  return {
    pixels: { left, top, width, height },
    region: { x: left / W, y: top / H, width: width / W, height: height / H },
    height: Math.max(1, Math.round((STILL_WIDTH * height) / width)),
  };
}

/** The smallest region holding both. */
function union(a: Region, b: Region): Region {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x, y, width: right - x, height: bottom - y };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Anchor, Drawing, MediaType, ReviewThread } from '@portal/contract';
import sharp from 'sharp';
import { DEMO_ASSETS_DIR, diskFileStore, type FileStore } from '../../media/file-store.js';
import { findFfmpeg, type FfmpegTools } from '../../previews/ffmpeg.js';
import { makeImagePreviews } from '../../previews/image-previews.js';
import { renderFirstPage } from '../../previews/pdf-previews.js';
import { previewKeyOf } from '../../previews/preview-files.js';
import { withStills, type StillSource, type ThreadStill } from './stills.js';
import { moment, thread } from './testing/review-exports.js';

// Stills of the demo seed's media, read through a disk store as the API reads them: the demo
// keys are the package's files, and the pictures' previews are made into a folder of the test's.

jest.setTimeout(60_000);

const tools = findFfmpeg() as FfmpegTools;
const FLY_THROUGH = 'demo/pavilion-flythrough.mp4';
const DUSK = 'demo/pavilion-dusk.jpg';
const REPORT = 'demo/pavilion-design-report.pdf';
let mediaDir: string;
let store: FileStore;

beforeAll(async () => {
  if (!tools) throw new Error('ffmpeg and ffprobe are needed: apt-get install -y ffmpeg');
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stills-'));
  store = diskFileStore(mediaDir);
  // The previews the preview worker would have made of the picture and the PDF's first page.
  const page = await renderFirstPage(path.join(DEMO_ASSETS_DIR, 'pavilion-design-report.pdf'));
  for (const [key, source] of [
    [DUSK, path.join(DEMO_ASSETS_DIR, 'pavilion-dusk.jpg')],
    [REPORT, page.png],
  ] as const) {
    for (const preview of (await makeImagePreviews(source)).previews) {
      await store.write(previewKeyOf(key, preview.width, preview.format), preview.bytes);
    }
  }
});
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

/** The still of one thread on a medium of `type` stored at `key`, with its drawing. */
function stillOf(
  type: MediaType,
  key: string,
  anchor: Anchor,
  drawing: Drawing | null = null,
  more: Partial<StillSource> = {},
) {
  const source: StillSource = {
    store,
    medium: { type, frameRate: 24 },
    fileKeyOf: () => key,
    tools,
  };
  const note = thread(1, anchor, 'A note');
  return withStills({ ...source, ...more }, [note], (still) => still(note, drawing));
}

/** A still's pixels (RGB). */
const pixelsOf = async (still: ThreadStill) =>
  (await sharp(still.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/** The mean difference of two pictures of one size, per channel (0–255). */
const difference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

let decoded: Buffer | undefined;
/** Frame `n` of the fly-through as ffmpeg decodes it from the start, at the still's width. */
function decodedFrame(n: number) {
  const file = path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4');
  decoded ??= execFileSync(
    tools.ffmpeg,
    [
      ...['-loglevel', 'error', '-i', file, '-vf', 'scale=480:-2'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 ** 2 },
  );
  const size = 480 * 270 * 3;
  return decoded.subarray(n * size, (n + 1) * size);
}

it('takes the frame a video thread is pinned to, 480 px wide', async () => {
  const still = (await stillOf('Video', FLY_THROUGH, moment(48, 24)))!;
  expect(still).toMatchObject({ width: 480, height: 270 });
  expect(still.jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  const pixels = await pixelsOf(still);
  // The camera keeps moving: frame 48 is told from its neighbours, and from frame 12.
  const [before, at, after, early] = [47, 48, 49, 12].map(
    (n) => difference(pixels, decodedFrame(n)) as number,
  ) as [number, number, number, number];
  expect(at).toBeLessThan(3);
  expect(before).toBeGreaterThan(at * 2);
  expect(after).toBeGreaterThan(at * 2);
  expect(early).toBeGreaterThan(10);
});

it('makes many frames at once, each its own', async () => {
  const source: StillSource = {
    store,
    medium: { type: 'Video', frameRate: 24 },
    fileKeyOf: () => FLY_THROUGH,
    tools,
  };
  // Two threads on frame 48, in no order: one run makes them all.
  const frames = [95, 0, 12, 48, 48, 47];
  const threads = frames.map((frame, i) => thread(i + 1, moment(frame, 24), ''));
  const stills = await withStills(source, threads, (still) =>
    Promise.all(threads.map((note) => still(note, null))),
  );
  for (const [i, frame] of frames.entries()) {
    expect(difference(await pixelsOf(stills[i]!), decodedFrame(frame))).toBeLessThan(3);
  }
});

it('finds each moment when the pins were counted at another rate, or one is past the end', async () => {
  // Counted at 25 fps on a 24 fps file: 1 s, 2 s and 3 s in are its frames 24, 48 and 72; frame
  // 100 at 25 fps is past its 4 s.
  const source: StillSource = {
    store,
    medium: { type: 'Video', frameRate: 25 },
    fileKeyOf: () => FLY_THROUGH,
    tools,
  };
  const threads = [25, 50, 75, 100].map((frame, i) => thread(i + 1, moment(frame, 25), ''));
  const stills = await withStills(source, threads, (still) =>
    Promise.all(threads.map((note) => still(note, null))),
  );
  for (const [i, frame] of [24, 48, 72].entries()) {
    expect(difference(await pixelsOf(stills[i]!), decodedFrame(frame))).toBeLessThan(3);
  }
  expect(stills[3]).toBeNull();
});

it('sees a 360° video through the pin’s view', async () => {
  const view: Anchor = { kind: 'view', yaw: 1, pitch: 0.2, zoom: 50, time: 1, frame: 24 };
  const still = await stillOf('PanoramaVideo', 'demo/reef-360.mp4', view);
  expect(still).toMatchObject({ width: 480, height: 270 });
});

it('crops an image around its point, in the picture’s shape', async () => {
  const point: Anchor = { kind: 'point', x: 0.9, y: 0.1, width: null, height: null, page: null };
  expect(await stillOf('Image', DUSK, point)).toMatchObject({ width: 480, height: 270 });
  // A tall rectangle is shown whole: the crop grows, in the same shape.
  const tall: Anchor = { kind: 'point', x: 0.1, y: 0.05, width: 0.05, height: 0.9, page: null };
  expect(await stillOf('Image', DUSK, tall)).toMatchObject({ width: 480, height: 270 });
});

it('draws the drawing over the picture where its rectangle is', async () => {
  const point: Anchor = { kind: 'point', x: 0.5, y: 0.5, width: null, height: null, page: null };
  const drawing: Drawing = {
    shapes: [{ tool: 'rectangle', colour: 'red', x: 0.45, y: 0.42, width: 0.1, height: 0.16 }],
  };
  const plain = await pixelsOf((await stillOf('Image', DUSK, point))!);
  const drawn = await pixelsOf((await stillOf('Image', DUSK, point, drawing))!);
  // The crop is a third of the 1600 × 900 picture around its centre: 534–1067 × 300–600.
  const at = (x: number, y: number) => {
    const [px, py] = [((x * 1600 - 534) / 533) * 480, ((y * 900 - 300) / 300) * 270];
    return (Math.round(py) * 480 + Math.round(px)) * 3;
  };
  const edge = at(0.5, 0.42);
  // The drawing's red (#e03131), through JPEG.
  const [red, green, blue] = drawn.subarray(edge, edge + 3);
  expect(red).toBeGreaterThan(170);
  expect(green).toBeLessThan(110);
  expect(blue).toBeLessThan(110);
  expect(
    difference(plain.subarray(edge - 6, edge + 6), drawn.subarray(edge - 6, edge + 6)),
  ).toBeGreaterThan(30);
  // Away from it the picture is the same.
  const corner = at(0.36, 0.36);
  expect(
    difference(plain.subarray(corner, corner + 30), drawn.subarray(corner, corner + 30)),
  ).toBeLessThan(4);
});

it('shows a PDF’s first page from its preview, and no other page', async () => {
  const point = (page: number): Anchor => ({
    kind: 'point',
    x: 0.3,
    y: 0.3,
    width: null,
    height: null,
    page,
  });
  const first = await stillOf('Pdf', REPORT, point(1));
  expect(first?.width).toBe(480);
  expect(await stillOf('Pdf', REPORT, point(2))).toBeNull();
});

it('has none for the whole medium, a position, a still panorama, a video without ffmpeg', async () => {
  expect(await stillOf('Video', FLY_THROUGH, { kind: 'whole', entry: null })).toBeNull();
  const position: Anchor = { kind: 'position', longitude: 151, latitude: -33, height: 0 };
  expect(await stillOf('Cesium', 'demo/waterfront-site.czml', position)).toBeNull();
  const view: Anchor = { kind: 'view', yaw: 0, pitch: 0, zoom: 50, time: null, frame: null };
  expect(await stillOf('Panorama', 'demo/outback-360.jpg', view)).toBeNull();
  expect(await stillOf('Video', FLY_THROUGH, moment(12, 24), null, { tools: null })).toBeNull();
  // A picture whose previews are not made yet, and a linked medium (no file).
  const point: Anchor = { kind: 'point', x: 0.5, y: 0.5, width: null, height: null, page: null };
  expect(await stillOf('Image', 'demo/tower-hero.jpg', point)).toBeNull();
  expect(await stillOf('Image', DUSK, point, null, { fileKeyOf: () => null })).toBeNull();
});

it('says which still failed, and goes on without it', async () => {
  const errors: number[] = [];
  const still = await stillOf('Video', 'demo/pavilion-dusk.jpg', moment(12, 24), null, {
    onError: (_error: unknown, failed: ReviewThread) => errors.push(failed.number),
  });
  expect(still).toBeNull();
  expect(errors).toEqual([1]);
});

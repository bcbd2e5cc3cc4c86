import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp, { type Colour } from 'sharp';
import { pngClaiming, svgReferencing } from '../test/hostile-files-support.js';
import { ImageTooLarge, makeImagePreviews, previewWidths } from './image-previews.js';

/** A PNG `width` × `height` of one colour (which may be see-through). */
const png = (width: number, height: number, background: Colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** What sharp reads of a preview's bytes. */
const read = (bytes: Buffer) => sharp(bytes).metadata();

/** The first pixel of a picture, as sRGB 8-bit channels. */
async function firstPixel(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels)];
}

it('makes every width no wider than the picture, once each', () => {
  expect(previewWidths(7680)).toEqual([480, 960, 1920]);
  expect(previewWidths(1000)).toEqual([480, 960, 1000]);
  expect(previewWidths(960)).toEqual([480, 960]);
  expect(previewWidths(300)).toEqual([300]);
});

it('makes AVIF, WebP and JPEG at 480, 960 and 1920 px from a wide render', async () => {
  const previews = (await makeImagePreviews(await png(2560, 1440))).previews;
  const made = previews.map(({ format, width, height }) => `${format} ${width}×${height}`);
  expect(made.sort()).toEqual(
    [
      'avif 1920×1080',
      'avif 960×540',
      'avif 480×270',
      'webp 1920×1080',
      'webp 960×540',
      'webp 480×270',
      'jpeg 1920×1080',
      'jpeg 960×540',
      'jpeg 480×270',
    ].sort(),
  );
  // Each is what it says it is.
  for (const preview of previews) {
    const meta = await read(preview.bytes);
    expect(meta.format).toBe(preview.format === 'avif' ? 'heif' : preview.format);
    expect([meta.width, meta.height]).toEqual([preview.width, preview.height]);
  }
});

it('never enlarges a small picture', async () => {
  const previews = (await makeImagePreviews(await png(300, 200))).previews;
  expect(previews.map((p) => `${p.format} ${p.width}`)).toEqual([
    'avif 300',
    'webp 300',
    'jpeg 300',
  ]);
});

it('turns a picture upright by its EXIF orientation', async () => {
  // Stored 400 × 300 on its side (orientation 6: turn 90° clockwise to show): upright 300 × 400.
  const sideways = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#808080' },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const made = await makeImagePreviews(sideways);
  // The original's own size is reported upright too.
  expect([made.width, made.height]).toEqual([300, 400]);
  for (const preview of made.previews) {
    const meta = await read(preview.bytes);
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(meta.orientation ?? 1).toBe(1);
  }
});

it('converts a picture in another colour space to sRGB, and says so', async () => {
  // sRGB (200, 100, 50) kept in Display P3: its file holds other numbers for the same colour.
  const p3 = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .withIccProfile('p3')
    .png()
    .toBuffer();
  const stored = await sharp(p3).keepIccProfile().raw().toBuffer();
  expect([...stored.subarray(0, 3)]).toEqual([187, 105, 62]);
  const [webp] = (await makeImagePreviews(p3)).previews.filter((p) => p.format === 'webp');
  const meta = await read(webp!.bytes);
  expect(meta.space).toBe('srgb');
  expect(meta.icc).toBeDefined();
  // The preview shows the same colour in sRGB's numbers (a copy that only dropped the profile
  // would show 187, 105, 62: a duller, greener orange).
  const [r, g, b] = await firstPixel(webp!.bytes);
  expect(Math.abs(r! - 200)).toBeLessThanOrEqual(3);
  expect(Math.abs(g! - 100)).toBeLessThanOrEqual(3);
  expect(Math.abs(b! - 50)).toBeLessThanOrEqual(3);
});

it('lays a transparent picture on white for JPEG, and keeps its transparency in WebP', async () => {
  const clear = await png(32, 32, { r: 0, g: 0, b: 0, alpha: 0 });
  const previews = (await makeImagePreviews(clear)).previews;
  const jpeg = previews.find((p) => p.format === 'jpeg')!;
  const webp = previews.find((p) => p.format === 'webp')!;
  expect((await firstPixel(jpeg.bytes)).slice(0, 3).every((c) => c > 250)).toBe(true);
  expect((await read(webp.bytes)).hasAlpha).toBe(true);
});

it('refuses bytes that are not a picture, or a picture cut short', async () => {
  await expect(makeImagePreviews(Buffer.from('not a picture at all'))).rejects.toThrow();
  const whole = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  await expect(makeImagePreviews(whole.subarray(0, whole.length / 2))).rejects.toThrow();
});

it('never hands an SVG to libvips, so neither the address nor the file it names is read', async () => {
  const heard: string[] = [];
  const listener = http.createServer((request, response) => {
    heard.push(`${request.method} ${request.url}`);
    response.end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = listener.address() as AddressInfo;
    const svg = svgReferencing([`http://127.0.0.1:${port}/x.png`, 'file:///etc/passwd']);
    await expect(makeImagePreviews(svg)).rejects.toThrow('Not a raster image.');
    expect(heard).toEqual([]);
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
});

it('refuses a picture whose header claims more pixels than it decodes, from the header alone', async () => {
  const before = process.memoryUsage().rss;
  await expect(makeImagePreviews(pngClaiming(50_000, 50_000))).rejects.toBeInstanceOf(
    ImageTooLarge,
  );
  // Decoded, it would be 7.5 GB.
  expect(process.memoryUsage().rss - before).toBeLessThan(200_000_000);
});

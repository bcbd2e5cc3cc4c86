import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  findFfmpeg,
  longestKeyframeGap,
  probeVideo,
  RefusedVideo,
  type FfmpegTools,
} from './ffmpeg.js';
import { indexFirst } from './mp4-boxes.js';
import { copiesNeeded, fitIn, makeVideoPreviews } from './video-previews.js';

// Real videos, made by ffmpeg for each test (Debian's package: the README's prerequisites).
jest.setTimeout(120_000);

const tools = findFfmpeg() as FfmpegTools;
let dir: string;

beforeAll(() => {
  if (!tools) throw new Error('ffmpeg and ffprobe are needed: apt-get install -y ffmpeg');
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-previews-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A test pattern with a tone, `seconds` long, encoded with `codec` arguments into `name`. */
function video(name: string, size: string, codec: string[], seconds = 1) {
  const file = path.join(dir, name);
  execFileSync(tools.ffmpeg, [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...codec,
    file,
  ]);
  return file;
}

it('fits a size in a box, never larger, each side even', () => {
  expect(fitIn(3840, 2160, { width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
  expect(fitIn(2048, 1024, { width: 1920, height: 1080 })).toEqual({ width: 1920, height: 960 });
  expect(fitIn(1080, 1920, { width: 1280, height: 720 })).toEqual({ width: 406, height: 720 });
  expect(fitIn(640, 360, { width: 1920, height: 1080 })).toEqual({ width: 640, height: 360 });
});

it('turns a ProRes master into a web copy that plays everywhere, with a poster', async () => {
  const master = video('Master.mov', '640x360', [
    '-c:v',
    'prores_ks',
    '-profile:v',
    '2',
    '-c:a',
    'pcm_s16le',
  ]);
  const progress: number[] = [];
  const made = await makeVideoPreviews(tools, master, dir, {
    onProgress: (fraction) => progress.push(fraction),
  });
  expect(made).toMatchObject({ width: 640, height: 360, playsAsItIs: false });
  // The poster is made as an image's previews: 480 px and its own width.
  expect(made.poster.map((p) => `${p.format} ${p.width}×${p.height}`).sort()).toEqual([
    'avif 480×270',
    'avif 640×360',
    'jpeg 480×270',
    'jpeg 640×360',
    'webp 480×270',
    'webp 640×360',
  ]);
  expect(made.copies.map(({ width, height }) => `${width}×${height}`)).toEqual(['640×360']);
  const copy = await probeVideo(tools, made.copies[0]!.file);
  expect(copy).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', audioCodec: 'aac' });
  expect(copy.duration).toBeCloseTo(1, 0);
  expect(await indexFirst(made.copies[0]!.file)).toBe(true);
  expect(progress.at(-1)).toBeGreaterThan(0.5);
});

it('scales a larger video to full HD and 720p in one run', async () => {
  const big = video('Flyover.mp4', '2560x1440', ['-c:v', 'libx264', '-preset', 'ultrafast']);
  const made = await makeVideoPreviews(tools, big, dir);
  expect(made.copies.map(({ width, height }) => `${width}×${height}`)).toEqual([
    '1920×1080',
    '1280×720',
  ]);
  for (const copy of made.copies) {
    expect(await probeVideo(tools, copy.file)).toMatchObject({ width: copy.width, codec: 'h264' });
  }
});

it('uses an MP4 that already plays everywhere as it is, and only when its index comes first', async () => {
  const ready = video('Ready.mp4', '1280x720', [
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart'],
  ]);
  const made = await makeVideoPreviews(tools, ready, dir);
  expect(made).toMatchObject({ playsAsItIs: true, copies: [] });
  // The same for three seconds, one keyframe at its start: a seek near its end would decode
  // every frame before it, so a copy is made, with a keyframe every half second (the last stretch
  // also holds the audio's few hundredths past the last frame).
  const sparse = video(
    'Sparse.mp4',
    '1280x720',
    [
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-g', '1000', '-movflags', '+faststart'],
    ],
    3,
  );
  const sparseProbe = await probeVideo(tools, sparse);
  expect(await longestKeyframeGap(tools, sparse, sparseProbe)).toBeCloseTo(3, 1);
  const remade = await makeVideoPreviews(tools, sparse, dir);
  expect(remade.playsAsItIs).toBe(false);
  const copy = remade.copies[0]!;
  expect(
    await longestKeyframeGap(tools, copy.file, await probeVideo(tools, copy.file)),
  ).toBeLessThan(0.6);
  // The same, its index at the end (ffmpeg's default): a browser would wait for all of it.
  const late = video('Late.mp4', '1280x720', [
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  ]);
  expect(await indexFirst(late)).toBe(false);
  const probe = await probeVideo(tools, late);
  expect(copiesNeeded(probe, false)).toEqual([{ width: 1280, height: 720 }]);
});

it('says when a file holds no video, and when one is cut short', async () => {
  const words = path.join(dir, 'Notes.mov');
  fs.writeFileSync(words, 'This is not a video, only words in a file named like one.');
  await expect(makeVideoPreviews(tools, words, dir)).rejects.toBeInstanceOf(RefusedVideo);
  const whole = video('Whole.mov', '640x360', ['-c:v', 'prores_ks', '-c:a', 'pcm_s16le'], 2);
  const cut = path.join(dir, 'Cut.mov');
  const bytes = fs.readFileSync(whole);
  fs.writeFileSync(cut, bytes.subarray(0, bytes.length / 2));
  await expect(makeVideoPreviews(tools, cut, dir)).rejects.toThrow();
});

it("reads a video's exact frame rate and its own start timecode, drop-frame or not", async () => {
  const ntsc = path.join(dir, 'Ntsc.mov');
  execFileSync(tools.ffmpeg, [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30000/1001'],
    ...['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-timecode', '01:00:00;00', ntsc],
  ]);
  const made = await makeVideoPreviews(tools, ntsc, dir);
  expect(made.timing.frameRate).toBeCloseTo(30000 / 1001, 9);
  expect(made.timing.startTimecode).toBe('01:00:00;00');
  // A file with no timecode of its own says none.
  const plain = video('Plain.mp4', '320x240', ['-c:v', 'libx264', '-preset', 'ultrafast']);
  expect(await probeVideo(tools, plain)).toMatchObject({ frameRate: 25, startTimecode: null });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_ZIP_ENTRIES,
  MIN_CHUNK_SIZE,
  PDF_TOO_LARGE_MESSAGE,
  VIDEO_REFUSED_MESSAGE,
  type Media,
  type ZipListing,
} from '@portal/contract';
import sharp from 'sharp';
import { diskFileStore } from '../media/file-store.js';
import {
  concatScript,
  ESCAPING_NAMES,
  hlsInAvi,
  hlsPlaylist,
  pdfOfPages,
  pngClaiming,
  zipBomb,
} from '../test/hostile-files-support.js';
import { startTestApp, withApp, type TestBrowser } from '../test/test-app.js';
import { CASEY, MB, uploadLinkHelpers } from '../test/upload-links-support.js';
import { chunkForm, testFile } from '../test/uploads-support.js';
import { findFfmpeg, type FfmpegTools } from './ffmpeg.js';
import { previewFolderOf } from './preview-files.js';
import { PreviewWorker } from './preview-worker.js';

// The probes of issue 47 as tests: what an attacker holding an upload link would send, each
// through the link as its anonymous sender. Every preview job fails cleanly, nothing is made
// from the file, no listener on loopback hears from ffmpeg, and the API's memory
// stays bounded. The API's own worker is off: one worker makes every job once they are all in.
const api = withApp(() => startTestApp());
jest.setTimeout(120_000);
const { makeLink, senderOf, chunkUrl, finish, mediaOfPost } = uploadLinkHelpers(api);

const tools = findFfmpeg() as FfmpegTools;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-files-'));

/** Every request a listener on loopback heard (none is the point). */
const heard: string[] = [];
const listener = http.createServer((request, response) => {
  heard.push(`${request.method} ${request.url}`);
  response.end();
});
let base: string;
/** What the API's process held before any hostile file came in. */
let rssBefore: number;
/** A real video the playlists and the concat script name (a file of this machine). */
let realVideo: string;

/** The media made from each file, by a name of the test's, and who sent each. */
const uploaded = new Map<string, Media>();
const senders = new Map<string, TestBrowser>();
let olivia: TestBrowser;

/** Sends `bytes` through the link as its sender, as `mediaType`, and notes the medium. */
async function send(key: string, fileName: string, bytes: Buffer, mediaType: string) {
  const { token, post, olivia: maker } = link!;
  olivia = maker;
  const sender = await senderOf(token);
  const file = testFile(post, fileName, bytes, Math.max(MIN_CHUNK_SIZE, bytes.length));
  const sent = await sender.request('POST', chunkUrl(token), chunkForm(file, 1));
  expect([key, sent.statusCode, sent.body]).toEqual([key, 200, expect.any(String)]);
  const made = await finish(sender, token, file, mediaType);
  expect([key, made.statusCode, made.body]).toEqual([key, 201, expect.any(String)]);
  uploaded.set(key, made.json() as Media);
  senders.set(key, sender);
}
let link: Awaited<ReturnType<typeof makeLink>> | undefined;

beforeAll(async () => {
  if (!tools) throw new Error('ffmpeg and ffprobe are needed: apt-get install -y ffmpeg');
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  realVideo = path.join(scratch, 'real.mp4');
  const oversized = path.join(scratch, 'wide.webm');
  const ffmpeg = (...args: string[]) =>
    execFileSync(tools.ffmpeg, ['-loglevel', 'error', '-y', '-f', 'lavfi', ...args]);
  ffmpeg('-i', 'testsrc2=size=160x90:rate=25', '-t', '1', '-c:v', 'libx264', realVideo);
  // One frame 9000 × 16 (past 8192 a side), a few kilobytes.
  ffmpeg('-i', 'color=c=black:size=9000x16:rate=1', '-frames:v', '1', '-c:v', 'libvpx', oversized);
  const jpeg = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();

  link = await makeLink({
    maxTotalBytes: 50 * MB,
    allowedTypes: ['Image', 'Video', 'Pdf', 'Zip'],
  });
  rssBefore = process.memoryUsage().rss;
  // A path relative to wherever the upload is stored: enough `..` to reach the root.
  const relative = `${'../'.repeat(32)}${realVideo.slice(1)}`;
  await send('absolute playlist', 'clip.mov', hlsPlaylist(realVideo), 'Video');
  await send('relative playlist', 'clip.mov', hlsPlaylist(relative), 'Video');
  await send('address playlist', 'clip.mov', hlsPlaylist(`${base}/segment.ts`), 'Video');
  await send('concat', 'clip.mov', concatScript([realVideo, `${base}/more.mp4`]), 'Video');
  await send('HLS in AVI', 'clip.mov', hlsInAvi(jpeg, hlsPlaylist(`${base}/from-avi.ts`)), 'Video');
  await send('oversized', 'wide.webm', fs.readFileSync(oversized), 'Video');
  await send('50000 × 50000', 'plan.png', pngClaiming(50_000, 50_000), 'Image');
  await send('10,000 pages', 'report.pdf', pdfOfPages(10_000), 'Pdf');
  await send('zip bomb', 'bomb.zip', zipBomb(1500), 'Zip');

  const worker = new PreviewWorker(api.db, diskFileStore(api.started().config.mediaDir), {
    pollMs: 0,
    ffmpeg: tools,
    workDir: path.join(scratch, 'work'),
  });
  worker.start();
  await worker.idle();
  await worker.stop();
});

afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The medium sent as `key`, as its post now lists it (to the link's maker). */
async function mediumOf(key: string) {
  const { id } = uploaded.get(key)!;
  const media = (await mediaOfPost(olivia, link!.post)) as unknown as Media[];
  return media.find((each) => each.id === id)!;
}

/** Whether anything was made from a medium's file into the store. */
async function previewFolderExists(id: number) {
  const row = await api.db
    .selectFrom('media_previews')
    .select('source_key')
    .where('media_id', '=', id)
    .executeTakeFirstOrThrow();
  return fs.existsSync(path.join(api.started().config.mediaDir, previewFolderOf(row.source_key)));
}

describe.each([
  'absolute playlist',
  'relative playlist',
  'address playlist',
  'concat',
  'HLS in AVI',
  'oversized',
])('a video that is a %s', (key) => {
  it('is refused before anything is made, and its original is never sent as a video', async () => {
    const medium = await mediumOf(key);
    expect(medium.preview).toMatchObject({
      status: 'failed',
      reason: VIDEO_REFUSED_MESSAGE,
      widths: [],
      copies: [],
    });
    expect(medium.thumbnailUrl).toBe('');
    expect(await previewFolderExists(medium.id)).toBe(false);
    const poster = await olivia.request('GET', `/api/media/${medium.id}/thumbnail`);
    expect(poster.statusCode).toBe(404);
    const played = await olivia.request('GET', `/api/media/${medium.id}/playback`);
    expect([played.statusCode, played.json().message]).toEqual([404, VIDEO_REFUSED_MESSAGE]);
    // Its sender's bytes still reach the studio: as a download of bytes, never as a video.
    const file = await olivia.request('GET', `/api/media/${medium.id}/file`);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(heard).toEqual([]);
  });
});

it('tells the sender’s upload list why, through the link, and the studio’s, and nobody else', async () => {
  const { id } = uploaded.get('absolute playlist')!;
  const refused = { status: 'failed', reason: VIDEO_REFUSED_MESSAGE };
  const throughLink = `/api/upload-links/${link!.token}/media/${id}/preview`;
  const told = await senders.get('absolute playlist')!.request('GET', throughLink);
  expect([told.statusCode, told.json()]).toEqual([200, expect.objectContaining(refused)]);
  // The link's sender follows only what came through the link; a visitor who said nobody, nothing.
  expect((await api.visitor().request('GET', throughLink)).statusCode).toBe(403);
  const { id: other } = await api.db
    .selectFrom('media')
    .select('id')
    .where('upload_link_id', 'is', null)
    .executeTakeFirstOrThrow();
  const elsewhere = `/api/upload-links/${link!.token}/media/${other}/preview`;
  expect((await senders.get('concat')!.request('GET', elsewhere)).statusCode).toBe(404);

  const studio = await olivia.request('GET', `/api/media/${id}/preview`);
  expect([studio.statusCode, studio.json()]).toEqual([200, expect.objectContaining(refused)]);
  // The client's Casey does not see a received file before it is shared.
  const casey = await api.signedIn(CASEY);
  expect((await casey.request('GET', `/api/media/${id}/preview`)).statusCode).toBe(404);
});

it('refuses a picture whose header claims 50000 × 50000 pixels without decoding it', async () => {
  const medium = await mediumOf('50000 × 50000');
  expect(medium.preview).toMatchObject({
    status: 'failed',
    reason: IMAGE_TOO_LARGE_MESSAGE,
    widths: [],
  });
  expect(await previewFolderExists(medium.id)).toBe(false);
  // No browser is handed the file as a picture to decode: the tile shows why instead.
  expect(medium.thumbnailUrl).toBe('');
  expect((await olivia.request('GET', `/api/media/${medium.id}/thumbnail`)).statusCode).toBe(404);
});

it('refuses a PDF of 10,000 pages once it has counted them', async () => {
  const medium = await mediumOf('10,000 pages');
  expect(medium.preview).toMatchObject({ status: 'failed', reason: PDF_TOO_LARGE_MESSAGE });
  expect(await previewFolderExists(medium.id)).toBe(false);
});

it('lists a zip bomb from its index alone: declared sizes, safe names, the first entries', async () => {
  const { id } = uploaded.get('zip bomb')!;
  const answer = await olivia.request('GET', `/api/media/${id}/entries`);
  expect(answer.statusCode).toBe(200);
  const listing = answer.json() as ZipListing;
  expect(listing.totalEntries).toBe(1500);
  expect(listing.entries).toHaveLength(MAX_ZIP_ENTRIES);
  expect(listing.entries.slice(0, 4).map(({ name, size }) => [name, size])).toEqual([
    ...Object.values(ESCAPING_NAMES).map((name) => [name, 0xfffffffe]),
    ['inner.zip', expect.any(Number)],
  ]);
});

it('kept the API within a bounded memory and contacted nothing on loopback', () => {
  // Generous: sharp, pdf.js and the test's own files are loaded meanwhile. A 50000 × 50000
  // picture decoded would be 7.5 GB, the bomb's entries inflated 40 GB.
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * MB);
  expect(heard).toEqual([]);
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MIN_CHUNK_SIZE,
  VIDEO_REFUSED_MESSAGE,
  type Media,
  type ProjectDetail,
} from '@portal/contract';
import { diskFileStore } from '../media/file-store.js';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp, type TestBrowser } from '../test/test-app.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { startWorkerProcess } from '../test/worker-process.js';
import { findFfmpeg, probeVideo, type FfmpegTools } from './ffmpeg.js';
import { NO_FFMPEG } from './make-previews.js';
import { PreviewStatus, previewFolderOf } from './preview-files.js';
import { PreviewWorker } from './preview-worker.js';
import { requeueFailed } from './queue.js';
import { PreviewWorkers } from './register.js';

// A video's previews through the API: web copies made by ffmpeg (Debian's package), played and
// pictured through the media routes; a server without ffmpeg; a worker process (worker-main.ts)
// killed mid-transcode. The API's own worker is off: each test runs the workers it needs.
const api = withApp(() => startTestApp());
jest.setTimeout(180_000);

const tools = findFfmpeg() as FfmpegTools;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'video-jobs-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

beforeAll(() => {
  if (!tools) throw new Error('ffmpeg and ffprobe are needed: apt-get install -y ffmpeg');
});

/** A ProRes master with a tone (what a studio's editor exports), `seconds` long. */
function proresMaster(name: string, seconds: number, size = '640x360') {
  const file = path.join(scratch, name);
  execFileSync(tools.ffmpeg, [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'prores_ks', '-profile:v', '0', '-c:a', 'pcm_s16le', file],
  ]);
  return fs.readFileSync(file);
}

/** Uploads bytes as a new Video of the Bondi post, as the admin. */
async function upload(fileName: string, bytes: Buffer) {
  const admin = await api.signedIn('admin@example.com');
  const post = await postIdOf(api.db, 'Bondi Residence', 'Living room options');
  const file = testFile(post, fileName, bytes, Math.max(MIN_CHUNK_SIZE, bytes.length));
  await sendChunks(admin, file);
  const finished = await finishUpload(admin, file, 'Video');
  expect(finished.statusCode).toBe(201);
  return { admin, medium: finished.json() as Media };
}

/** A medium as its project's page lists it. */
async function listed(user: TestBrowser, id: number) {
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Bondi Residence')
    .executeTakeFirstOrThrow();
  const answer = await user.request('GET', `/api/projects/${project.id}`);
  return (answer.json() as ProjectDetail).posts.flatMap((p) => p.media).find((m) => m.id === id)!;
}

/** A worker of this process, with or without ffmpeg. */
const workerWith = (ffmpeg: FfmpegTools | null) =>
  new PreviewWorker(api.db, diskFileStore(api.started().config.mediaDir), {
    pollMs: 0,
    ffmpeg,
    workDir: path.join(scratch, 'work'),
  });

/** Runs a worker until it has nothing left to do, then stops it. */
async function runOnce(worker: PreviewWorker) {
  worker.start();
  await worker.idle();
  await worker.stop();
}

/** The job's row. */
const rowOf = (id: number) =>
  api.db
    .selectFrom('media_previews')
    .selectAll()
    .where('media_id', '=', id)
    .executeTakeFirstOrThrow();

it('turns a ProRes master into a poster and a web copy, which the medium plays from', async () => {
  const { admin, medium } = await upload('Lobby walkthrough.mov', proresMaster('a.mov', 2));
  expect(medium).toMatchObject({
    playbackUrl: `/api/media/${medium.id}/playback`,
    thumbnailUrl: '',
  });
  await runOnce(workerWith(tools));
  const shown = await listed(admin, medium.id);
  expect(shown.preview).toMatchObject({
    status: 'ready',
    copies: [360],
    widths: [480, 640],
    width: 640,
    height: 360,
  });
  expect(shown.thumbnailUrl).toBe(`/api/media/${medium.id}/thumbnail`);
  const poster = await admin.request('GET', `/api/media/${medium.id}/thumbnail?w=480`);
  expect(poster.headers['content-type']).toBe('image/jpeg');

  const played = await admin.request('GET', `/api/media/${medium.id}/playback?h=360`);
  expect(played.statusCode).toBe(200);
  expect(played.headers['content-type']).toBe('video/mp4');
  const copy = path.join(scratch, 'played.mp4');
  fs.writeFileSync(copy, played.rawPayload);
  expect(await probeVideo(tools, copy)).toMatchObject({ codec: 'h264', audioCodec: 'aac' });
  // A browser's player asks for ranges.
  const part = await admin.request('GET', `/api/media/${medium.id}/playback`, undefined, {
    headers: { range: 'bytes=0-99' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload).toHaveLength(100);
  // The original stays as it was uploaded.
  const original = await admin.request('GET', `/api/media/${medium.id}/file`);
  expect(original.headers['content-type']).toBe('video/quicktime');
});

it('without ffmpeg, says why on the medium and plays the original; made once ffmpeg is there', async () => {
  const bytes = proresMaster('b.mov', 1);
  const { admin, medium } = await upload('Atrium pan.mov', bytes);
  await runOnce(workerWith(null));
  expect((await listed(admin, medium.id)).preview).toMatchObject({
    status: 'failed',
    reason: NO_FFMPEG,
    copies: [],
  });
  const played = await admin.request('GET', `/api/media/${medium.id}/playback`);
  expect(played.statusCode).toBe(200);
  expect(played.rawPayload).toEqual(bytes);
  // Installed, and the API started again: the videos it could not convert are queued again.
  expect(await requeueFailed(api.db, NO_FFMPEG)).toBeGreaterThanOrEqual(1);
  await runOnce(workerWith(tools));
  expect((await listed(admin, medium.id)).preview).toMatchObject({
    status: 'ready',
    copies: [360],
  });
});

it('says when a file named like a video holds none, and keeps it downloadable', async () => {
  const bytes = Buffer.from('Not a video: the notes of the site visit, saved with the wrong name.');
  const { admin, medium } = await upload('Site visit.mov', bytes);
  await runOnce(workerWith(tools));
  expect((await listed(admin, medium.id)).preview).toMatchObject({
    status: 'failed',
    reason: VIDEO_REFUSED_MESSAGE,
  });
  // Never as a video: no playback, and the file only as a download of bytes.
  const played = await admin.request('GET', `/api/media/${medium.id}/playback`);
  expect([played.statusCode, played.json().message]).toEqual([404, VIDEO_REFUSED_MESSAGE]);
  const file = await admin.request('GET', `/api/media/${medium.id}/file`);
  expect(file.rawPayload).toEqual(bytes);
  expect(file.headers['content-type']).toBe('application/octet-stream');
  expect(file.headers['content-disposition']).toMatch(/^attachment;/);
});

it('finishes a transcode whose worker process was killed with SIGKILL midway, once, leaving nothing half-made', async () => {
  const { admin, medium } = await upload('Harbour flyover.mov', proresMaster('c.mov', 60));
  const config = api.started().config;
  // The worker processes' own work folder (worker-main.ts: beside the store).
  const workDir = path.join(config.mediaDir, '.work', 'previews');
  const leaseMs = 1000;
  const env = { DOWNLOAD_JOB_LEASE_MS: String(leaseMs) };
  const first = startWorkerProcess(config, env);
  // Killed once the transcode has reported progress (the poster is made first).
  for (;;) {
    const row = await rowOf(medium.id);
    expect(row.status).not.toBe(PreviewStatus.Ready);
    if (row.status === PreviewStatus.Working && row.progress !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await first.stop('SIGKILL')).toBe('SIGKILL');
  const dead = await rowOf(medium.id);
  expect(dead).toMatchObject({ status: PreviewStatus.Working, attempts: 1 });
  expect(fs.readdirSync(path.join(workDir, String(dead.id)))).not.toEqual([]);

  // Another worker process takes the job once the dead one's lease has run out (it started the
  // seed's previews too, which are older than the upload: its first claim is the lapsed job).
  await new Promise((resolve) => setTimeout(resolve, leaseMs + 500));
  const second = startWorkerProcess(config, env);
  const until = Date.now() + 150_000;
  for (;;) {
    const row = await rowOf(medium.id);
    if (row.status === PreviewStatus.Ready) break;
    expect(row.status).not.toBe(PreviewStatus.Failed);
    if (Date.now() > until) throw new Error(`Not made in time:\n${second.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A stop puts the seed's job at work back in the queue; those are removed, being the next
  // tests' workers' business no more than this one's.
  expect(await second.stop()).toBe(0);
  await api.db.deleteFrom('media_previews').where('media_id', '!=', medium.id).execute();
  const done = await rowOf(medium.id);
  expect(done).toMatchObject({ attempts: 2, lease_owner: null, progress: null });
  expect((await listed(admin, medium.id)).preview).toMatchObject({ copies: [360] });
  // Nothing of the first attempt is left: the finished files only, and no work folder.
  const folder = path.join(config.mediaDir, previewFolderOf(done.source_key));
  expect(fs.readdirSync(folder).sort()).toEqual(
    ['360p.mp4', '480.avif', '480.jpg', '480.webp', '640.avif', '640.jpg', '640.webp'].sort(),
  );
  expect(fs.existsSync(path.join(workDir, String(done.id)))).toBe(false);
  const played = path.join(scratch, 'flyover.mp4');
  fs.writeFileSync(
    played,
    (await admin.request('GET', `/api/media/${medium.id}/playback`)).rawPayload,
  );
  expect((await probeVideo(tools, played)).duration).toBeCloseTo(60, 0);
});

it('transcodes two videos at once with two workers in one process', async () => {
  const first = await upload('Dusk approach.mov', proresMaster('d.mov', 30));
  const second = await upload('Night approach.mov', proresMaster('e.mov', 30));
  const workers = new PreviewWorkers([workerWith(tools), workerWith(tools)]);
  workers.start();
  const owners = new Set<string>();
  for (;;) {
    const rows = await Promise.all([rowOf(first.medium.id), rowOf(second.medium.id)]);
    if (rows.every((row) => row.status === PreviewStatus.Working)) {
      for (const row of rows) owners.add(row.lease_owner!);
      break;
    }
    expect(rows.some((row) => row.status === PreviewStatus.Ready)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(owners.size).toBe(2);
  await workers.idle();
  await workers.stop();
  for (const { medium } of [first, second]) {
    expect((await rowOf(medium.id)).status).toBe(PreviewStatus.Ready);
  }
});

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { makeBucket } from '../support/bucket.mjs';
import { fillLogin } from '../support/portal';
import { processCaller, startSecondPortal, type Caller } from '../support/second-portal';
import { servicesReachable } from '../support/services.mjs';

// The portal past one machine (issue 49): media in an S3 bucket (Ceph's gateway, which
// `pnpm test` starts), PostgreSQL, Redis, two API processes running no background work, and a
// worker process that makes the previews and packs the downloads: a portal of its own, started
// as `pnpm start --processes 2 --workers 1` starts it.

const services = await servicesReachable();
const endpoint = process.env.AWS_ENDPOINT_URL;
test.skip(
  !services.postgres || !services.redis || !endpoint,
  'PostgreSQL, Redis or the S3 server (AWS_ENDPOINT_URL) did not answer (see "Past one machine" in the README)',
);
test.describe.configure({ mode: 'serial' });

/** S3's smallest part but the last: the chunk size of this portal. */
const CHUNK = 5 * 1024 * 1024;
const ADMIN = 'admin@example.com';
let bucket: Awaited<ReturnType<typeof makeBucket>>;
let portal: Awaited<ReturnType<typeof startSecondPortal>>;
let video: Buffer;
const keys = () => bucket.keys();

/**
 * A 12-second 640×360 mp4 at 30 fps and about 8 Mbps (noise keeps the encoder from doing
 * better): 12 MB, three chunks of 5 MiB, within the spec's default video rules.
 */
function makeVideo() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-s3-')), 'noise.mp4');
  const made = spawnSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
    ...['-t', '12', '-vf', 'noise=alls=60:allf=t+u', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-b:v', '8M', '-maxrate', '8M', '-bufsize', '4M', '-pix_fmt', 'yuv420p', file],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the video: ${made.stderr}`);
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return bytes;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  video = makeVideo();
  expect(video.length).toBeGreaterThan(2 * CHUNK);
  bucket = await makeBucket(`portal-e2e-${process.pid}-${Date.now().toString(36)}`);
  portal = await startSecondPortal({
    workers: 1,
    // Beside scale-out.spec's portal, which may run at the same time.
    portShift: 200,
    env: { MEDIA_STORE_URL: `s3://${bucket.name}/portal`, UPLOAD_CHUNK_BYTES: String(CHUNK) },
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await bucket?.remove();
});

/** Sends the video in chunks through the processes named (chunk n through `plan[n - 1]`). */
async function upload(
  admin: Caller,
  postId: number,
  plan: Array<'A' | 'B'>,
  finish: { through: 'A' | 'B'; versionOf?: number },
) {
  const uploadId = randomUUID();
  const totalChunks = Math.ceil(video.length / CHUNK);
  expect(plan).toHaveLength(totalChunks);
  // Last chunk first: the parts of an S3 multipart upload may come in any order.
  for (const n of Array.from({ length: totalChunks }, (_, i) => totalChunks - i)) {
    const sent = await admin.post(plan[n - 1]!, '/api/uploads/chunks', {
      multipart: {
        uploadId,
        postId: String(postId),
        fileName: 'noise.mp4',
        chunkNumber: String(n),
        totalChunks: String(totalChunks),
        totalSize: String(video.length),
        chunkSize: String(CHUNK),
        chunk: {
          name: 'blob',
          mimeType: 'application/octet-stream',
          buffer: video.subarray((n - 1) * CHUNK, n * CHUNK),
        },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const done = await admin.post(finish.through, '/api/uploads/finalize', {
    data: {
      uploadId,
      postId,
      fileName: 'noise.mp4',
      totalChunks,
      totalSize: video.length,
      mediaType: 'Video',
      title: 'Noise over S3',
      ...(finish.versionOf !== undefined && { versionOf: finish.versionOf }),
    },
  });
  expect(done.status(), await done.text()).toBe(201);
  return (await done.json()) as { id: number; url: string; version: number };
}

/**
 * Files (not folders) in the portal's media, uploads and downloads folders on this machine: its
 * worker's scratch (`media/.work`, where ffmpeg writes a web copy before it goes to the bucket)
 * included.
 */
const filesOnDisk = () =>
  ['media', 'uploads', 'downloads']
    .map((folder) => path.join(portal.dataDir, folder))
    .filter((folder) => fs.existsSync(folder))
    .flatMap((folder) =>
      fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );

test('an mp4 uploaded through one process is transcoded by the worker, plays through the other, gains a version, is downloaded and deleted, all in the bucket', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await processCaller(portal.apis.origins, ADMIN);
  const gallery = (await (await admin.get('A', '/api/gallery')).json()) as Array<{
    projectId: number;
    postId: number;
  }>;
  const { projectId, postId } = gallery[0]!;

  // Uploaded through A, in three chunks; the file is a multipart upload completed in the bucket.
  const medium = await upload(admin, postId, ['A', 'A', 'A'], { through: 'A' });
  const [row] = await portal.query<{ file_key: string }>(
    'select file_key from media where id = $1',
    [medium.id],
  );
  expect(await keys()).toContain(`portal/${row!.file_key}`);

  // Its web copy and poster are made by the worker: the API processes make none.
  await expect
    .poll(
      async () =>
        (
          await portal.query<{ status: string }>(
            'select status from media_previews where media_id = $1',
            [medium.id],
          )
        ).map((preview) => preview.status),
      { timeout: 120_000 },
    )
    .toEqual(['ready']);
  const previews = (await keys()).filter((key) =>
    key.startsWith(`portal/previews/${row!.file_key}/`),
  );
  expect(previews.some((key) => key.endsWith('.mp4'))).toBe(true);

  // The web copy is served by ranges through B.
  const playback = `/api/media/${medium.id}/playback?h=360`;
  const whole = await admin.get('B', playback);
  expect(whole.status()).toBe(200);
  const size = (await whole.body()).length;
  const ranged = await admin.get('B', playback, { headers: { range: 'bytes=1000-1999' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-range']).toBe(`bytes 1000-1999/${size}`);
  expect((await ranged.body()).length).toBe(1000);

  // A browser on the portal plays it and seeks into it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${portal.url}/?showLogin=true`);
  await fillLogin(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await page.goto(`${portal.url}/projects/${projectId}`);
  await page.getByRole('button', { name: 'Open Noise over S3 (Video)' }).click();
  const player = page.getByRole('dialog', { name: 'Noise over S3' }).getByLabel('Noise over S3');
  await expect(player).toHaveAttribute('src', /\/api\/media\/\d+\/playback\?h=360$/);
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.2);
  await player.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 8;
  });
  await expect
    .poll(
      () =>
        player.evaluate((element: HTMLVideoElement) =>
          element.seeking ? -1 : element.currentTime,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(8);
  await context.close();

  // A second version, sent through B this time (its chunks to both processes).
  const second = await upload(admin, postId, ['B', 'A', 'B'], {
    through: 'B',
    versionOf: medium.id,
  });
  expect(second).toMatchObject({ id: medium.id, version: 2 });
  const [latest] = await portal.query<{ file_key: string }>(
    'select file_key from media where id = $1',
    [medium.id],
  );
  expect(latest!.file_key).not.toBe(row!.file_key);
  // Both versions' originals are objects of the bucket.
  expect(await keys()).toEqual(
    expect.arrayContaining([`portal/${row!.file_key}`, `portal/${latest!.file_key}`]),
  );

  // The post is downloaded as a job, packed by the worker into the bucket, fetched through B.
  const queued = await admin.post('A', `/api/project/${projectId}/post/${postId}/download`, {});
  expect(queued.ok(), await queued.text()).toBe(true);
  const job = (await queued.json()) as { id: number };
  await expect
    .poll(
      async () =>
        (
          await portal.query<{ status: string }>('select status from download_jobs where id = $1', [
            job.id,
          ])
        )[0]?.status,
      { timeout: 120_000 },
    )
    .toBe('Completed');
  const zip = await admin.get('B', `/api/download-jobs/${job.id}/download`);
  expect(zip.status()).toBe(200);
  const archive = await zip.body();
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  // Its entries are named by title, and the zip is an object of the bucket, not a file here.
  expect(archive.includes(Buffer.from('Noise over S3'))).toBe(true);
  expect(await keys()).toContain(`portal/downloads/${job.id}.zip`);

  // Deleted (the medium, then the job): the bucket holds nothing of them (originals, previews,
  // zip), none is left half-uploaded, and no media file was ever written on this machine.
  expect((await admin.delete('B', `/api/media/${medium.id}`)).status()).toBeLessThan(300);
  expect((await admin.delete('A', `/api/download-jobs/${job.id}`)).status()).toBeLessThan(300);
  // (The demo seed's previews, made by the worker at the start, are the bucket's other objects.)
  const ours = [row!.file_key, latest!.file_key, `downloads/${job.id}.zip`];
  expect((await keys()).filter((key) => ours.some((part) => key.includes(part)))).toEqual([]);
  const multipart = await bucket.client.send(
    new ListMultipartUploadsCommand({ Bucket: bucket.name }),
  );
  expect(multipart.Uploads ?? []).toEqual([]);
  // The worker's transcode of the deleted version stops or ends, and its scratch goes with it.
  await expect.poll(filesOnDisk, { timeout: 120_000 }).toEqual([]);
});

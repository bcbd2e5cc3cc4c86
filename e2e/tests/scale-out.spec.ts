import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fillLogin } from '../support/portal';
import { processCaller, startSecondPortal, type Caller } from '../support/second-portal';
import { servicesReachable } from '../support/services.mjs';
import { UPLOAD_CHUNK_BYTES } from '../support/uploads';

// Several API processes behind the portal's proxy, on PostgreSQL and Redis (issue 15): a portal
// of its own, started as `pnpm start --processes 2` starts it. Each step talks to one process or
// the other directly where it matters which one serves it.

const services = await servicesReachable();
test.skip(
  !services.postgres || !services.redis,
  'PostgreSQL and Redis did not answer (see "Past one machine" in the README)',
);
test.describe.configure({ mode: 'serial' });

/** A file of the demo seed, sent in several chunks. */
const PICTURE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'api',
  'assets',
  'demo',
  'outback-360.jpg',
);
const CLIENT = 'client@example.com';
const ADMIN = 'admin@example.com';

let portal: Awaited<ReturnType<typeof startSecondPortal>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A worker that dies leaves its job to another after a short lease.
  portal = await startSecondPortal({ env: { DOWNLOAD_JOB_LEASE_MS: '3000' } });
});

test.afterAll(async () => {
  await portal?.stop();
});

/** An API caller signed in as `email` who may call process A or B of the portal. */
const callerAs = (email: string) => processCaller(portal.apis.origins, email);

/** The client's browser on the portal, signed in, counting its hub handshakes. */
async function clientBrowser(page: Page) {
  const handshakes = { count: 0 };
  await page.routeWebSocket(/\/hubs\/user-notifications\?id=/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      // The handshake answer is the one message without a type.
      if (typeof message === 'string' && message.startsWith('{}')) handshakes.count += 1;
      ws.send(message);
    });
  });
  await page.goto(`${portal.url}/?showLogin=true`);
  await fillLogin(page, CLIENT);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect.poll(() => handshakes.count).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return handshakes;
}

async function notify(admin: Caller, which: 'A' | 'B', userId: number, title: string) {
  const sent = await admin.post(which, '/api/admin/notifications', {
    data: { userId, type: 'System', title, message: `Sent through process ${which}.` },
  });
  expect(sent.ok()).toBe(true);
}

/** Sends `chunks` (1-based numbers) of the picture's upload, each through the process named. */
async function sendChunks(
  admin: Caller,
  upload: { uploadId: string; postId: number },
  plan: Array<[number, 'A' | 'B']>,
) {
  const bytes = fs.readFileSync(PICTURE);
  const totalChunks = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
  for (const [chunkNumber, which] of plan) {
    const start = (chunkNumber - 1) * UPLOAD_CHUNK_BYTES;
    const answer = await admin.post(which, '/api/uploads/chunks', {
      multipart: {
        fileName: path.basename(PICTURE),
        totalChunks: String(totalChunks),
        totalSize: String(bytes.length),
        uploadId: upload.uploadId,
        postId: String(upload.postId),
        chunkNumber: String(chunkNumber),
        chunkSize: String(UPLOAD_CHUNK_BYTES),
        chunk: {
          name: 'blob',
          mimeType: 'application/octet-stream',
          buffer: bytes.subarray(start, start + UPLOAD_CHUNK_BYTES),
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return { bytes, totalChunks };
}

/**
 * Finishes the upload through `which`; the stored file, read through `readAt`, must be the
 * picture byte for byte.
 */
async function finish(
  admin: Caller,
  [which, readAt]: ['A' | 'B', 'A' | 'B'],
  upload: { uploadId: string; postId: number },
  title: string,
) {
  const bytes = fs.readFileSync(PICTURE);
  const done = await admin.post(which, '/api/uploads/finalize', {
    data: {
      fileName: path.basename(PICTURE),
      totalChunks: Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES),
      totalSize: bytes.length,
      uploadId: upload.uploadId,
      postId: upload.postId,
      mediaType: 'Image',
      title,
    },
  });
  expect(done.ok(), await done.text()).toBe(true);
  const media = (await done.json()) as { id: number; url: string };
  const file = await admin.get(readAt, media.url);
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  expect(sha(await file.body())).toBe(sha(bytes));
}

/** A post of the demo seed the admin may add files to. */
async function somePost(caller: Caller) {
  const gallery = (await (await caller.get('A', '/api/gallery')).json()) as Array<{
    projectId: number;
    postId: number;
  }>;
  return gallery[0]!;
}

/** Waits until the process answers its readiness check again (after the supervisor restarts it). */
async function readyAgain(caller: Caller, which: 'A' | 'B') {
  await expect
    .poll(async () => (await caller.get(which, '/api/health/ready').catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
}

test('a notification created through either process reaches a browser whose socket is on one of them', async ({
  page,
}) => {
  test.slow();
  await clientBrowser(page);
  const admin = await callerAs(ADMIN);
  const client = await callerAs(CLIENT);
  // One of the two is necessarily not the process holding the browser's socket.
  for (const which of ['A', 'B'] as const) {
    const title = `Through ${which} ${Date.now()}`;
    await notify(admin, which, client.userId, title);
    await expect(page.getByRole('alert').filter({ hasText: title })).toBeVisible();
  }
});

test('a chunked upload whose chunks land on both processes assembles', async () => {
  const admin = await callerAs(ADMIN);
  const { postId } = await somePost(admin);
  const upload = { uploadId: randomUUID(), postId };
  const { totalChunks } = await sendChunks(
    admin,
    upload,
    Array.from({ length: Math.ceil(fs.statSync(PICTURE).size / UPLOAD_CHUNK_BYTES) }, (_, i) => [
      i + 1,
      i % 2 === 0 ? 'A' : 'B',
    ]),
  );
  expect(totalChunks).toBeGreaterThan(2);
  // Finished on A, read through B: the file is in the folder both share.
  await finish(admin, ['A', 'B'], upload, `Both processes ${Date.now()}`);
});

test('download jobs queued at both processes are each packed exactly once', async () => {
  const client = await callerAs(CLIENT);
  const { projectId, postId } = await somePost(client);
  const queued = [
    await client.post('A', `/api/project/${projectId}/post/${postId}/download`, {}),
    await client.post('B', `/api/project/${projectId}/download`, {}),
  ];
  const ids = await Promise.all(
    queued.map(async (answer) => {
      expect(answer.ok(), await answer.text()).toBe(true);
      return ((await answer.json()) as { id: number }).id;
    }),
  );
  await expect
    .poll(
      async () =>
        (
          await portal.query<{ status: string; attempts: number }>(
            'select status, attempts from download_jobs where id = any($1) order by id',
            [ids],
          )
        ).map((job) => `${job.status} ${job.attempts}`),
      { timeout: 30_000 },
    )
    .toEqual(['Completed 1', 'Completed 1']);
});

test('kill -9 of a process loses no notification, job or upload, and the live connection moves', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const handshakes = await clientBrowser(page);
  const admin = await callerAs(ADMIN);
  const client = await callerAs(CLIENT);
  const { projectId, postId } = await somePost(admin);
  const upload = { uploadId: randomUUID(), postId };
  await sendChunks(admin, upload, [
    [1, 'A'],
    [2, 'A'],
  ]);
  // A job queued at A, whose worker may have claimed it already.
  const queued = await client.post('A', `/api/project/${projectId}/post/${postId}/download`, {});
  expect(queued.ok()).toBe(true);
  const jobId = ((await queued.json()) as { id: number }).id;

  portal.apis.children[0]!.kill('SIGKILL');
  const whileDown = `While A was down ${Date.now()}`;
  await notify(admin, 'B', client.userId, whileDown);
  const { totalChunks } = await sendChunks(
    admin,
    upload,
    Array.from(
      { length: Math.ceil(fs.statSync(PICTURE).size / UPLOAD_CHUNK_BYTES) - 2 },
      (_, i) => [i + 3, 'B'],
    ),
  );
  expect(totalChunks).toBeGreaterThan(2);
  await finish(admin, ['B', 'B'], upload, `Across a crash ${Date.now()}`);
  await expect
    .poll(
      async () =>
        (
          await portal.query<{ status: string }>('select status from download_jobs where id = $1', [
            jobId,
          ])
        )[0]?.status,
      { timeout: 60_000 },
    )
    .toBe('Completed');

  // Then B dies too, once A is back: whichever held the socket, it has moved at least once.
  await readyAgain(admin, 'A');
  portal.apis.children[1]!.kill('SIGKILL');
  const afterward = `After B died ${Date.now()}`;
  await notify(admin, 'A', client.userId, afterward);

  // Nothing was lost meanwhile (live, or fetched again as the page reconnected), no reload.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByText(whileDown)).toBeVisible();
  await expect(list.getByText(afterward)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The page's live connection is up again on the surviving process: a new notification is
  // shown as it happens (the page may still be reconnecting at first, hence the retries).
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    const title = `Live again ${attempt} ${Date.now()}`;
    await notify(admin, 'A', client.userId, title);
    await expect(page.getByRole('alert').filter({ hasText: title })).toBeVisible({
      timeout: 5000,
    });
  }).toPass({ timeout: 60_000 });
  expect(handshakes.count).toBeGreaterThan(1);
  expect(portal.exits.map((exit) => exit.index)).toEqual([0, 1]);
  await readyAgain(admin, 'B');
});

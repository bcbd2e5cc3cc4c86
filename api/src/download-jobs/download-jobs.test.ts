import { findPost, queueDownload, waitForStatus } from '../test/download-jobs-support.js';
import { withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf, type TestBrowser } from '../test/test-app.js';
import { readZip } from './read-zip.js';

// No safety poll: a job only runs when queued through the API, so tests can hold one back.
const test = withLiveApp({ workerOptions: { pollMs: 0 } });

const queue = (browser: TestBrowser, projectId: number, postId: number) =>
  queueDownload(browser, { projectId, postId });

it('packs a post’s media into a zip, test.live, and lets its owner download it', async () => {
  const { browser, cookie } = await signIn(test.live.app, 'client@example.com');
  const hub = test.client({ Cookie: cookie });
  const pushed: { type: string; data: string }[] = [];
  hub.on('UserNotificationCreated', (notification) => pushed.push(notification));
  await hub.start();
  try {
    const { projectId, postId } = await findPost(
      test.live.db,
      'Circular Quay Offices',
      'Lobby concept',
    );
    const queued = await queue(browser, projectId, postId);
    expect(queued.statusCode).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({ projectId, postId, status: 'Queued', progress: 0 });
    expect(job.fileName).toBe('circular-quay-offices-lobby-concept.zip');

    const done = await waitForStatus(browser, job.id, 'Completed');
    expect(done).toMatchObject({
      progress: 100,
      downloadUrl: `/api/download-jobs/${job.id}/download`,
    });

    const statuses = () =>
      pushed
        .filter((n) => n.type === 'Download')
        .map((n) => JSON.parse(n.data) as { downloadJobId: number; status: string });
    const waitPushes = Date.now();
    while (!statuses().some((s) => s.status === 'Completed') && Date.now() - waitPushes < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(statuses().every((s) => s.downloadJobId === job.id)).toBe(true);
    expect(statuses().map((s) => s.status)).toEqual(
      expect.arrayContaining(['Queued', 'Processing', 'Completed']),
    );
    const notes = (await browser.request('GET', '/api/user-notifications?type=Download')).json();
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0].data)).toEqual({
      downloadJobId: job.id,
      status: 'Completed',
      progress: 100,
    });
    expect(notes[0]).toMatchObject({ title: 'Download ready', isRead: false });

    const file = await browser.request('GET', `/api/download-jobs/${job.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(
      'filename="circular-quay-offices-lobby-concept.zip"',
    );
    const media = await test.live.db
      .selectFrom('media')
      .select(['id'])
      .where('post_id', '=', postId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const entries = readZip(file.rawPayload);
    expect(entries).toHaveLength(media.length);
    for (const [index, entry] of entries.entries()) {
      expect(entry.name.startsWith(`${String(index + 1).padStart(2, '0')} `)).toBe(true);
      // Each entry holds the medium's own bytes, as its file route serves them.
      const served = await browser.request('GET', `/api/media/${media[index]!.id}/file`);
      expect(entry.content.length).toBeGreaterThan(1000);
      expect(entry.content.equals(served.rawPayload)).toBe(true);
    }
  } finally {
    await hub.stop();
  }
});

it('lists, gets and deletes the caller’s jobs; other users get 404s', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const { projectId, postId } = await findPost(
    test.live.db,
    'Circular Quay Offices',
    'Level 7 workspace',
  );
  const job = (await queue(browser, projectId, postId)).json();
  await waitForStatus(browser, job.id, 'Completed');
  const listed = (await browser.request('GET', '/api/download-jobs?limit=1')).json();
  expect(listed.map((j: { id: number }) => j.id)).toEqual([job.id]);
  expect((await browser.request('GET', '/api/download-jobs?limit=0')).statusCode).toBe(400);
  expect((await browser.request('GET', '/api/download-jobs/abc')).statusCode).toBe(400);

  const other = (await signIn(test.live.app, 'olivia@harbourco.example.com')).browser;
  for (const [method, url] of [
    ['GET', `/api/download-jobs/${job.id}`],
    ['GET', `/api/download-jobs/${job.id}/download`],
    ['DELETE', `/api/download-jobs/${job.id}`],
  ] as const) {
    const response = await other.request(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(job.fileName);
  }
  expect((await other.request('GET', '/api/download-jobs')).json()).toEqual([]);

  expect((await browser.request('DELETE', `/api/download-jobs/${job.id}`)).statusCode).toBe(200);
  expect((await browser.request('GET', `/api/download-jobs/${job.id}`)).statusCode).toBe(404);
  const notes = (await browser.request('GET', '/api/user-notifications?type=Download')).json();
  expect(notes.some((n: { data: string }) => JSON.parse(n.data).downloadJobId === job.id)).toBe(
    false,
  );
});

it('queues only posts the caller may see', async () => {
  const { browser } = await signIn(test.live.app, 'liam@southerncross.example.com');
  const restricted = await findPost(test.live.db, 'Bondi Residence', 'Living room options');
  expect((await queue(browser, restricted.projectId, restricted.postId)).statusCode).toBe(404);
  const ownPost = await findPost(test.live.db, 'Parramatta Town Centre', 'Masterplan aerials');
  expect((await queue(browser, restricted.projectId, ownPost.postId)).statusCode).toBe(404);
  expect((await queue(browser, ownPost.projectId, 999999)).statusCode).toBe(404);
  expect((await browser.request('POST', '/api/project/x/post/1/download')).statusCode).toBe(400);
  const showcase = await findPost(test.live.db, 'Waterfront Pavilion', 'Site model');
  expect((await queue(browser, showcase.projectId, showcase.postId)).statusCode).toBe(202);
  const visitor = (await signIn(test.live.app, 'client@example.com')).browser;
  await visitor.request('POST', '/api/account/logout');
  expect((await queue(visitor, showcase.projectId, showcase.postId)).statusCode).toBe(401);
});

it('answers 409 while a job is not ready, and reuses the unfinished job of a post', async () => {
  const { browser } = await signIn(test.live.app, 'mia@kookaburra.example.com');
  const { projectId, postId } = await findPost(
    test.live.db,
    'Reef Discovery App',
    'Coral garden scene',
  );
  // Held back: stored as queued without waking the worker (its safety poll is off here).
  const userId = await userIdOf(test.live.db, 'mia@kookaburra.example.com');
  const { id } = await test.live.db
    .insertInto('download_jobs')
    .values({
      user_id: userId,
      project_id: projectId,
      post_id: postId,
      status: 'Queued',
      file_name: 'held.zip',
      file_size: null,
      error: null,
      notification_id: null,
      created_at: new Date().toISOString(),
      started_at: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await browser.request('GET', `/api/download-jobs/${id}/download`)).statusCode).toBe(409);
  const again = await queue(browser, projectId, postId);
  expect(again.statusCode).toBe(200);
  expect(again.json().id).toBe(id);
});

it('lists media linked from other addresses in a text file of the zip', async () => {
  const { browser } = await signIn(test.live.app, 'admin@example.com');
  const { projectId, postId } = await findPost(
    test.live.db,
    'Circular Quay Offices',
    'Lobby concept',
  );
  const linked = await browser.request('POST', `/api/posts/${postId}/media`, {
    mediaType: 'Pdf',
    title: 'Structural report',
    fileUri: 'https://files.example.com/structure.pdf',
  });
  expect(linked.statusCode).toBe(201);
  const job = (await queue(browser, projectId, postId)).json();
  await waitForStatus(browser, job.id, 'Completed');
  const file = await browser.request('GET', `/api/download-jobs/${job.id}/download`);
  const entries = readZip(file.rawPayload);
  expect(entries.at(-1)!.name).toBe('Linked media.txt');
  expect(entries.at(-1)!.content.toString()).toContain(
    'Structural report: https://files.example.com/structure.pdf',
  );
});

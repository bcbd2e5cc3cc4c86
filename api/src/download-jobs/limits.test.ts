import fs from 'node:fs';
import path from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import {
  addLargeArchive,
  findPost,
  queueDownload as queue,
  queueProjectDownload,
  waitForStatus,
} from '../test/download-jobs-support.js';
import { withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import { retentionMsOf } from './retention.js';
import {
  MAX_STORED_JOBS,
  MAX_UNFINISHED_JOBS,
  TOO_MANY_STORED,
  TOO_MANY_UNFINISHED,
} from './service.js';

const DAY_MS = 24 * 3600 * 1000;

// Kept two days, to see the setting at work; no safety poll, so held jobs stay queued.
const test = withLiveApp({
  env: { DOWNLOAD_RETENTION_DAYS: '2' },
  workerOptions: { pollMs: 0 },
});
const downloads = () => test.live.config.downloadDir;

/** Stores jobs directly (the worker is not woken), as if the user had asked for them. */
async function storeJobs(
  userId: number,
  post: { projectId: number; postId: number | null },
  status: 'Queued' | 'Completed',
  count: number,
) {
  const now = new Date().toISOString();
  const rows = await test.live.db
    .insertInto('download_jobs')
    .values(
      Array.from({ length: count }, () => ({
        user_id: userId,
        project_id: post.projectId,
        post_id: post.postId,
        status,
        progress: status === 'Completed' ? 100 : 0,
        file_name: 'stored.zip',
        file_size: null,
        error: null,
        notification_id: null,
        created_at: now,
        started_at: null,
        completed_at: status === 'Completed' ? now : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

const forget = (ids: number[]) =>
  test.live.db.deleteFrom('download_jobs').where('id', 'in', ids).execute();

it('refuses a job over the unfinished cap with 409, and still answers a post’s own job', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const lobby = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
  const level7 = await findPost(test.live.db, 'Circular Quay Offices', 'Level 7 workspace');
  const held = await storeJobs(userId, lobby, 'Queued', MAX_UNFINISHED_JOBS);
  try {
    const refused = await queue(browser, level7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_UNFINISHED, errors: {} });
    // Asking again for a post already being prepared is not a new job.
    const same = await queue(browser, lobby);
    expect(same.statusCode).toBe(200);
    expect(held).toContain(same.json().id);
  } finally {
    await forget(held);
  }
});

it('holds the unfinished cap against requests that arrive together', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const lobby = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
  const level7 = await findPost(test.live.db, 'Circular Quay Offices', 'Level 7 workspace');
  const held = await storeJobs(userId, lobby, 'Queued', MAX_UNFINISHED_JOBS - 1);
  const answers = await Promise.all([
    queue(browser, level7),
    queueProjectDownload(browser, lobby.projectId),
  ]);
  try {
    // One place was left: one request has it, the other is told why not.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
  } finally {
    await forget([...held, ...answers.filter((a) => a.statusCode === 202).map((a) => a.json().id)]);
  }
});

it('refuses a job over the stored cap with 409', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const lobby = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
  const stored = await storeJobs(userId, lobby, 'Completed', MAX_STORED_JOBS);
  try {
    const refused = await queue(browser, lobby);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_STORED, errors: {} });
  } finally {
    await forget(stored);
  }
});

it('counts a whole project’s jobs under the same caps, and still answers its own job', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const lobby = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
  const level7 = await findPost(test.live.db, 'Circular Quay Offices', 'Level 7 workspace');
  const project = { projectId: lobby.projectId, postId: null };
  const heldPosts = await storeJobs(userId, lobby, 'Queued', MAX_UNFINISHED_JOBS);
  try {
    const refused = await queueProjectDownload(browser, lobby.projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_UNFINISHED, errors: {} });
  } finally {
    await forget(heldPosts);
  }
  const heldProjects = await storeJobs(userId, project, 'Queued', MAX_UNFINISHED_JOBS);
  try {
    const refused = await queue(browser, level7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_UNFINISHED, errors: {} });
    const same = await queueProjectDownload(browser, lobby.projectId);
    expect(same.statusCode).toBe(200);
    expect(heldProjects).toContain(same.json().id);
  } finally {
    await forget(heldProjects);
  }
  const stored = await storeJobs(userId, project, 'Completed', MAX_STORED_JOBS);
  try {
    const refused = await queueProjectDownload(browser, lobby.projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_STORED, errors: {} });
  } finally {
    await forget(stored);
  }
});

it('removes a finished job, its zip and its notification once the retention has passed', async () => {
  const { browser, cookie } = await signIn(test.live.app, 'client@example.com');
  const hub: HubConnection = test.client({ Cookie: cookie });
  const deletions: number[] = [];
  hub.on('UserNotificationDeleted', ({ notificationId }: { notificationId: number }) =>
    deletions.push(notificationId),
  );
  await hub.start();
  try {
    const post = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
    const { id } = (await queue(browser, post)).json();
    const done = await waitForStatus(browser, id, 'Completed');
    const expires = Date.parse(done.completedDate) + 2 * DAY_MS;
    expect(done.expiresDate).toBe(new Date(expires).toISOString());
    // The notification is told just after the job is marked done: wait for it to say so.
    const noted = async () =>
      (await browser.request('GET', '/api/user-notifications?type=Download')).json()[0];
    const waited = Date.now();
    let note = await noted();
    while (note?.expiresDate !== done.expiresDate && Date.now() - waited < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      note = await noted();
    }
    expect(note).toMatchObject({ id: done.notificationId, expiresDate: done.expiresDate });
    const zip = path.join(downloads(), `${id}.zip`);

    await test.live.app.downloadJobs.retention.sweep(expires - 60_000);
    expect((await browser.request('GET', `/api/download-jobs/${id}`)).statusCode).toBe(200);
    expect(fs.existsSync(zip)).toBe(true);

    const gone = new Promise<void>((resolve) =>
      hub.on('UserNotificationDeleted', ({ notificationId }: { notificationId: number }) => {
        if (notificationId === done.notificationId) resolve();
      }),
    );
    await test.live.app.downloadJobs.retention.sweep(expires + 1);
    await gone;
    expect((await browser.request('GET', `/api/download-jobs/${id}`)).statusCode).toBe(404);
    expect(fs.existsSync(zip)).toBe(false);
    const notes = (await browser.request('GET', '/api/user-notifications?type=Download')).json();
    expect(notes.map((n: { id: number }) => n.id)).not.toContain(done.notificationId);
  } finally {
    await hub.stop();
  }
});

it('leaves no file behind when a job is deleted while it is being packed', async () => {
  const { browser } = await signIn(test.live.app, 'olivia@harbourco.example.com');
  const post = await findPost(test.live.db, 'Circular Quay Offices', 'Level 7 workspace');
  const mediaId = await addLargeArchive(test.live.db, post.postId);
  try {
    const { id } = (await queue(browser, post)).json();
    await waitForStatus(browser, id, 'Processing');
    expect((await browser.request('DELETE', `/api/download-jobs/${id}`)).statusCode).toBe(200);
    await test.live.app.downloadJobs.worker.idle();
    expect(fs.readdirSync(downloads()).filter((name) => name.startsWith(`${id}.`))).toEqual([]);
  } finally {
    await test.live.db.deleteFrom('media').where('id', '=', mediaId).execute();
  }
});

it('deletes a failed job’s leftover part file with the job', async () => {
  const { browser } = await signIn(test.live.app, 'client@example.com');
  const userId = await userIdOf(test.live.db, 'client@example.com');
  const lobby = await findPost(test.live.db, 'Circular Quay Offices', 'Lobby concept');
  const [id] = await storeJobs(userId, lobby, 'Completed', 1);
  await test.live.db
    .updateTable('download_jobs')
    .set({ status: 'Failed', error: 'The files could not be packed.' })
    .where('id', '=', id!)
    .execute();
  const part = path.join(downloads(), `${id}.zip.part`);
  fs.writeFileSync(part, 'half');
  expect((await browser.request('DELETE', `/api/download-jobs/${id}`)).statusCode).toBe(200);
  expect(fs.existsSync(part)).toBe(false);
});

it('stops the start on a retention that is not a positive number of days', () => {
  expect(retentionMsOf(0.5)).toBe(12 * 3600 * 1000);
  for (const days of [Number('soon'), 0, -1, Infinity]) {
    expect(() => retentionMsOf(days)).toThrow('DOWNLOAD_RETENTION_DAYS');
  }
});

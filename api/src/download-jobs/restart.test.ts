import fs from 'node:fs';
import path from 'node:path';
import { addLargeArchive, findPost, waitForStatus } from '../test/download-jobs-support.js';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  type LiveApp,
} from '../test/live-test-app.js';
import { databaseFileIn } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { readZip } from './read-zip.js';
import { defaultDownloadDir } from '../config.js';

let dir: string;
let live: LiveApp | undefined;

beforeEach(() => {
  dir = makeDataDir();
});

afterEach(async () => {
  await live?.close();
  live = undefined;
  removeDataDir(dir);
});

it('finishes queued and interrupted jobs after a restart, and gives up on a crash loop', async () => {
  live = await startLiveApp(dir, { workerOptions: { pollMs: 0 } });
  const { browser } = await signIn(live.app, 'client@example.com');
  const lobby = await findPost(live.db, 'Circular Quay Offices', 'Lobby concept');
  const level7 = await findPost(live.db, 'Circular Quay Offices', 'Level 7 workspace');
  const first = (
    await browser.request('POST', `/api/project/${lobby.projectId}/post/${lobby.postId}/download`)
  ).json();
  await waitForStatus(browser, first.id, 'Completed');
  const second = (
    await browser.request('POST', `/api/project/${level7.projectId}/post/${level7.postId}/download`)
  ).json();
  await waitForStatus(browser, second.id, 'Completed');
  await live.close();
  live = undefined;

  // As a crash would leave them: one job half packed, one still queued, one that kept crashing.
  const { db, close } = await openTestDatabase(dir);
  await db
    .updateTable('download_jobs')
    .set({ status: 'Processing', progress: 50 })
    .where('id', '=', first.id)
    .execute();
  await db
    .updateTable('download_jobs')
    .set({ status: 'Queued', progress: 0 })
    .where('id', '=', second.id)
    .execute();
  const crashing = await db
    .insertInto('download_jobs')
    .values({
      ...(await db
        .selectFrom('download_jobs')
        .selectAll()
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow()),
      id: undefined,
      status: 'Processing',
      attempts: 3,
      notification_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await close();
  const downloads = defaultDownloadDir(databaseFileIn(dir));
  fs.rmSync(path.join(downloads, `${first.id}.zip`));
  fs.writeFileSync(path.join(downloads, `${first.id}.zip.part`), 'half');
  // What the crashes left: the part of the job that kept crashing, and files of no job at all.
  const leftovers = [`${crashing.id}.zip.part`, '999999.zip', '999998.zip.part'];
  for (const name of leftovers) fs.writeFileSync(path.join(downloads, name), 'left over');
  fs.writeFileSync(path.join(downloads, 'README.txt'), 'not a download');

  live = await startLiveApp(dir, { workerOptions: { pollMs: 0 } });
  const again = (await signIn(live.app, 'client@example.com')).browser;
  await waitForStatus(again, first.id, 'Completed');
  await waitForStatus(again, second.id, 'Completed');
  const gaveUp = await waitForStatus(again, crashing.id, 'Failed');
  expect(gaveUp.errorMessage).toContain('too many times');
  const zip = await again.request('GET', `/api/download-jobs/${first.id}/download`);
  expect(readZip(zip.rawPayload).length).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(downloads, `${first.id}.zip.part`))).toBe(false);
  expect(leftovers.filter((name) => fs.existsSync(path.join(downloads, name)))).toEqual([]);
  expect(fs.existsSync(path.join(downloads, 'README.txt'))).toBe(true);
  const notes = (await again.request('GET', '/api/user-notifications?type=Download')).json();
  const firstNote = notes.find(
    (n: { data: string }) => JSON.parse(n.data).downloadJobId === first.id,
  );
  expect(JSON.parse(firstNote.data).status).toBe('Completed');
}, 30_000);

it('marks a job Failed, with its notification, when the archive cannot be written', async () => {
  live = await startLiveApp(dir, { workerOptions: { pollMs: 0 } });
  const { browser } = await signIn(live.app, 'client@example.com');
  const downloads = live.config.downloadDir;
  fs.rmSync(downloads, { recursive: true });
  fs.writeFileSync(downloads, 'not a folder');
  const post = await findPost(live.db, 'Circular Quay Offices', 'Lobby concept');
  const job = (
    await browser.request('POST', `/api/project/${post.projectId}/post/${post.postId}/download`)
  ).json();
  const failed = await waitForStatus(browser, job.id, 'Failed');
  expect(failed.errorMessage).toBe('The files could not be packed.');
  expect((await browser.request('GET', `/api/download-jobs/${job.id}/download`)).statusCode).toBe(
    409,
  );
  const [note] = (await browser.request('GET', '/api/user-notifications?type=Download')).json();
  expect(note.title).toBe('Download failed');
  expect(JSON.parse(note.data)).toMatchObject({ downloadJobId: job.id, status: 'Failed' });
});

it('puts the job being packed back in the queue on app.close(), and finishes it after', async () => {
  live = await startLiveApp(dir, { workerOptions: { pollMs: 0 } });
  const { browser } = await signIn(live.app, 'client@example.com');
  const post = await findPost(live.db, 'Circular Quay Offices', 'Lobby concept');
  // Three large archives (72 MB): on PostgreSQL one is read and packed so fast that the close
  // could come after the job was done; three keep it packing well past the poll that sees it.
  for (let i = 0; i < 3; i++) await addLargeArchive(live.db, post.postId);
  const job = (
    await browser.request('POST', `/api/project/${post.projectId}/post/${post.postId}/download`)
  ).json();
  await waitForStatus(browser, job.id, 'Processing');
  await live.close();
  live = undefined;

  const { db, close } = await openTestDatabase(dir);
  const stored = await db
    .selectFrom('download_jobs')
    .selectAll()
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  await close();
  expect(stored).toMatchObject({ status: 'Queued', progress: 0, attempts: 0 });
  const downloads = defaultDownloadDir(databaseFileIn(dir));
  expect(fs.readdirSync(downloads)).toEqual([]);

  live = await startLiveApp(dir, { workerOptions: { pollMs: 0 } });
  const again = (await signIn(live.app, 'client@example.com')).browser;
  await waitForStatus(again, job.id, 'Completed', 30_000);
}, 60_000);

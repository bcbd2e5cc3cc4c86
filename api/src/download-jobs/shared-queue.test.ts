import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Db } from '../db/database.js';
import { diskFileStore, type FileStore } from '../media/file-store.js';
import { NotificationService } from '../notifications/service.js';
import { seedDemoData } from '../seed/seed.js';
import { openTestDatabase } from '../test/test-database.js';
import { directoryDownloadStore } from './download-store.js';
import { DownloadNotifier } from './notifier.js';
import { readZip } from './read-zip.js';
import { DownloadWorker, type WorkerOptions } from './worker.js';

// Several API processes on one database share the download queue. Each "process" here is a
// DownloadWorker with its own connection to the same database (the test data folder's SQLite
// file, or its PostgreSQL database with DATABASE_URL) and the same downloads folder.

let dir: string;
let downloads: string;
const connections: (() => Promise<void>)[] = [];
const workers: DownloadWorker[] = [];
const gates: (() => void)[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-queue-'));
  downloads = path.join(dir, 'downloads');
  await seedDemoData(await connect());
});

afterEach(async () => {
  for (const release of gates.splice(0)) release();
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all(connections.splice(0).map((close) => close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A connection of one more process to the shared database. */
async function connect() {
  const { db, close } = await openTestDatabase(dir);
  connections.push(close);
  return db;
}

/** The demo media, whose reads wait until the test lets them through (a job held mid-pack). */
function heldFiles(): FileStore {
  const store = diskFileStore(path.join(dir, 'media'));
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  gates.push(release);
  return {
    ...store,
    open: async (key, range) => {
      const stream = new PassThrough();
      void gate.then(async () => stream.destroyed || (await store.open(key, range)).pipe(stream));
      return stream;
    },
  };
}

/** A worker of another process: its own connection, the shared downloads folder. */
async function startWorker(options: WorkerOptions & { files?: FileStore; errors?: string[] } = {}) {
  const db = await connect();
  const notifications = new NotificationService(db, { publish: async () => undefined });
  const worker = new DownloadWorker(
    db,
    directoryDownloadStore(downloads),
    new DownloadNotifier(db, notifications, 24 * 3600 * 1000),
    options.files ?? diskFileStore(path.join(dir, 'media')),
    { pollMs: 20, logError: (_error, message) => options.errors?.push(message), ...options },
  );
  workers.push(worker);
  await worker.start();
  return worker;
}

/** A job's zip, and its partial write, in the shared downloads folder. */
const jobFile = (id: number) => path.join(downloads, `${id}.zip`);
const partFile = (id: number) => `${jobFile(id)}.part`;

/** Queues a job for each of the first `count` demo posts with media, as the API stores them. */
async function queueJobs(db: Db, count: number) {
  const posts = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select(['posts.id', 'posts.project_id'])
    .where('media.file_key', 'is not', null)
    .distinct()
    .orderBy('posts.id')
    .limit(count)
    .execute();
  const { id: userId } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const post of posts) {
    const { id } = await db
      .insertInto('download_jobs')
      .values({
        user_id: userId,
        project_id: post.project_id,
        post_id: post.id,
        status: 'Queued',
        file_name: `post-${post.id}.zip`,
        file_size: null,
        error: null,
        notification_id: null,
        created_at: new Date().toISOString(),
        started_at: null,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

const jobOf = (db: Db, id: number) =>
  db.selectFrom('download_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** Waits until the check passes (or fails the test after 15 s). */
async function until(what: string, check: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error(`Still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('packs each of many queued jobs exactly once with two workers on one database', async () => {
  const db = await connect();
  const ids = await queueJobs(db, 12);
  expect(ids.length).toBeGreaterThanOrEqual(8);
  const pair = [await startWorker(), await startWorker()];
  pair.forEach((worker) => worker.wake());
  await until('every job completed', async () => {
    const jobs = await db.selectFrom('download_jobs').select('status').execute();
    return jobs.every((job) => job.status === 'Completed');
  });
  const jobs = await db.selectFrom('download_jobs').selectAll().orderBy('id').execute();
  // Claimed once each (a second claim would count a second attempt), and no lease left behind.
  expect(jobs.map((job) => [job.id, job.attempts, job.lease_owner])).toEqual(
    ids.map((id) => [id, 1, null]),
  );
  for (const id of ids) {
    expect(readZip(fs.readFileSync(jobFile(id))).length).toBeGreaterThan(0);
  }
  expect(fs.readdirSync(downloads).filter((name) => name.endsWith('.part'))).toEqual([]);
}, 30_000);

it('lets another worker finish the job of a worker that died while packing it', async () => {
  const db = await connect();
  const [id] = await queueJobs(db, 1);
  // Dies once it has claimed the job: it never renews its short lease and never writes again.
  const deadErrors: string[] = [];
  const dead = await startWorker({
    files: heldFiles(),
    leaseMs: 200,
    heartbeatMs: 3_600_000,
    pollMs: 0,
    errors: deadErrors,
  });
  await until('the job claimed', async () => (await jobOf(db, id!))?.lease_owner === dead.id);

  const survivor = await startWorker();
  await until('the job completed', async () => (await jobOf(db, id!))?.status === 'Completed');
  const done = await jobOf(db, id!);
  expect(done).toMatchObject({ attempts: 2, progress: 100, lease_owner: null, error: null });
  const zip = fs.readFileSync(jobFile(id!));
  expect(readZip(zip).length).toBeGreaterThan(0);
  expect(survivor.id).not.toBe(dead.id);

  // Were the "dead" worker only stalled, coming back changes nothing: the job is not its own.
  for (const release of gates.splice(0)) release();
  await until('the stalled worker gave up', async () => deadErrors.length > 0);
  await dead.idle();
  expect(deadErrors).toEqual([`Download job ${id} was taken over by another worker`]);
  expect(await jobOf(db, id!)).toEqual(done);
  expect(fs.readFileSync(jobFile(id!)).equals(zip)).toBe(true);
}, 30_000);

it('never gives a job whose worker is alive to another worker', async () => {
  const db = await connect();
  const [id] = await queueJobs(db, 1);
  const leaseMs = 1000;
  const busy = await startWorker({ files: heldFiles(), leaseMs, heartbeatMs: 50, pollMs: 0 });
  await until('the job claimed', async () => (await jobOf(db, id!))?.lease_owner === busy.id);
  const firstExpiry = Date.parse((await jobOf(db, id!))!.lease_expires_at!);

  await startWorker({ pollMs: 10 });
  // Well past the first lease's end, renewed by its worker's heartbeat all along.
  await until(
    'the lease renewed past its first end',
    async () => Date.parse((await jobOf(db, id!))!.lease_expires_at!) > firstExpiry + leaseMs * 1.5,
  );
  expect(await jobOf(db, id!)).toMatchObject({
    status: 'Processing',
    lease_owner: busy.id,
    attempts: 1,
  });

  for (const release of gates.splice(0)) release();
  await until('the job completed', async () => (await jobOf(db, id!))?.status === 'Completed');
  expect(await jobOf(db, id!)).toMatchObject({ attempts: 1, lease_owner: null });
}, 30_000);

it('never gives a live job to another worker, however far apart the processes’ clocks are', async () => {
  const db = await connect();
  const [id] = await queueJobs(db, 1);
  const leaseMs = 60_000;
  const skew = 10 * leaseMs;
  // The holder's clock is ten leases behind, the other's ten ahead: by either clock alone the
  // holder's lease ran out long ago, by the database's it has a minute to go.
  const holder = await startWorker({
    files: heldFiles(),
    leaseMs,
    pollMs: 0,
    now: () => Date.now() - skew,
  });
  await until('the job claimed', async () => (await jobOf(db, id!))?.lease_owner === holder.id);
  const ahead = await startWorker({ leaseMs, pollMs: 10, now: () => Date.now() + skew });
  await new Promise((resolve) => setTimeout(resolve, 500)); // Some fifty looks at the queue.
  await ahead.idle();
  expect(await jobOf(db, id!)).toMatchObject({
    status: 'Processing',
    lease_owner: holder.id,
    attempts: 1,
  });
  // The lease the database holds ends a lease from the database's now, whatever either clock says.
  const expiry = Date.parse((await jobOf(db, id!))!.lease_expires_at!);
  expect(Math.abs(expiry - (Date.now() + leaseMs))).toBeLessThan(5_000);

  for (const release of gates.splice(0)) release();
  await until('the job completed', async () => (await jobOf(db, id!))?.status === 'Completed');
  expect(await jobOf(db, id!)).toMatchObject({ attempts: 1, lease_owner: null });
}, 30_000);

it('stops packing a job deleted through another process, and removes its part file', async () => {
  const db = await connect();
  const [id] = await queueJobs(db, 1);
  const worker = await startWorker({ files: heldFiles(), heartbeatMs: 20, pollMs: 0 });
  await until('the job claimed', async () => (await jobOf(db, id!))?.lease_owner === worker.id);
  await until('its part file', () => fs.existsSync(partFile(id!)));

  // The other process's delete route cannot reach this worker: the heartbeat finds out.
  await db.deleteFrom('download_jobs').where('id', '=', id!).execute();
  await until('the packing stopped', () => !fs.existsSync(partFile(id!)));
  await worker.idle();
  expect(fs.readdirSync(downloads)).toEqual([]);
});

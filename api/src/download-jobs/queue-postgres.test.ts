import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { up as addLeases } from '../db/migrations/0015-download-job-leases.js';
import { claimNextJob, renewLease, type Lease } from '../jobs/leased-queue.js';
import { describeWithPostgres, TEST_POSTGRES_URL } from '../test/test-postgres.js';
import { DOWNLOADS } from './queue.js';

// The claim on PostgreSQL, where workers of several processes really claim at the same moment:
// a database of this file's own, holding only the queue's table (as migrations 0006 and 0012 make
// it, then this change's migration 0015), dropped at the end.

const SERVER_URL = TEST_POSTGRES_URL;
const DATABASE = `portal_queue_${process.pid}_${randomBytes(4).toString('hex')}`;

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describeWithPostgres('the download queue on PostgreSQL', () => {
  let db: Db;
  let tearingDown = false;

  beforeAll(async () => {
    await onServer(`create database "${DATABASE}"`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${DATABASE}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 8 });
    // The forced drop at the end may still meet connections the pool is closing; their
    // termination is expected then (an idle client's error would otherwise be unhandled).
    pool.on('error', (error) => {
      if (!tearingDown) throw error;
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await db.schema
      .createTable('download_jobs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('project_id', 'integer', (c) => c.notNull())
      .addColumn('post_id', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer')
      .addColumn('error', 'text')
      .addColumn('notification_id', 'integer')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('completed_at', 'text')
      .execute();
    await addLeases(db as Kysely<unknown>);
  });

  afterAll(async () => {
    tearingDown = true;
    await db?.destroy();
    await onServer(`drop database if exists "${DATABASE}" with (force)`);
  });

  beforeEach(() => db.deleteFrom('download_jobs').execute());

  async function queue(count: number) {
    const rows = Array.from({ length: count }, (_, n) => ({
      user_id: 1,
      project_id: 1,
      post_id: n + 1,
      status: 'Queued',
      file_name: `${n}.zip`,
      file_size: null,
      error: null,
      notification_id: null,
      created_at: new Date().toISOString(),
      started_at: null,
      completed_at: null,
    }));
    return (await db.insertInto('download_jobs').values(rows).returning('id').execute()).map(
      (row) => row.id,
    );
  }

  const leaseOf = (owner: string, ms = 30_000): Lease => ({ owner, ms });

  it('gives each job to one of many workers claiming at once, and stops them only when none is left', async () => {
    const ids = await queue(40);
    // Eight workers, each on its own connection, claiming until the queue answers nothing.
    const claimedBy = await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        const claimed: number[] = [];
        for (;;) {
          const job = await claimNextJob(db, DOWNLOADS, leaseOf(`worker-${worker}`));
          if (!job) return claimed;
          claimed.push(job.id);
        }
      }),
    );
    // A worker that met a job another was claiming skipped it rather than coming back empty, so
    // every job was claimed, and none twice.
    expect(claimedBy.flat().sort((a, b) => a - b)).toEqual(ids);
    const rows = await db.selectFrom('download_jobs').select(['attempts', 'status']).execute();
    expect(rows.every((row) => row.attempts === 1 && row.status === 'Processing')).toBe(true);
  });

  it('passes over a job another worker is claiming at that moment instead of waiting for it', async () => {
    const [first, second] = await queue(2);
    await db.transaction().execute(async (other) => {
      // Another process's claim of the first job, still under way (its row locked).
      await other
        .selectFrom('download_jobs')
        .select('id')
        .where('id', '=', first!)
        .forUpdate()
        .execute();
      expect((await claimNextJob(db, DOWNLOADS, leaseOf('here')))?.id).toBe(second);
    });
  });

  it('claims again a job whose lease ran out, never one whose lease is alive', async () => {
    const [alive, expiring] = await queue(2);
    expect((await claimNextJob(db, DOWNLOADS, leaseOf('busy')))?.id).toBe(alive);
    // A lease already over: its worker died the moment it claimed.
    expect((await claimNextJob(db, DOWNLOADS, leaseOf('gone', -1)))?.id).toBe(expiring);

    const again = await claimNextJob(db, DOWNLOADS, leaseOf('survivor'));
    expect(again).toMatchObject({ id: expiring, attempts: 2, lease_owner: 'survivor' });
    expect(await claimNextJob(db, DOWNLOADS, leaseOf('survivor'))).toBeUndefined();
    // The worker that lost its lease can no longer renew it.
    expect(await renewLease(db, DOWNLOADS, expiring!, leaseOf('gone'))).toBe(false);
    expect(await renewLease(db, DOWNLOADS, alive!, leaseOf('busy'))).toBe(true);
  });
});

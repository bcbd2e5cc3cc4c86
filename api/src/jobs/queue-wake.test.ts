import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { describeWithPostgres, TEST_POSTGRES_URL } from '../test/test-postgres.js';
import { announceJob, listenForJobs } from './queue-wake.js';

describeWithPostgres('jobs announced through PostgreSQL (LISTEN/NOTIFY)', () => {
  let db: Db;
  beforeAll(() => {
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: TEST_POSTGRES_URL }) }),
    }) as unknown as Db;
  });
  afterAll(() => db.destroy());

  it('wakes a listener once the transaction that queued the job commits, and never on a rollback', async () => {
    let heard = 0;
    const listener = listenForJobs(TEST_POSTGRES_URL, 'media_previews', () => (heard += 1));
    await listener.listening();
    const arrived = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const until = Date.now() + 5000;
        const check = () =>
          heard >= count
            ? resolve()
            : Date.now() > until
              ? reject(new Error(`heard ${heard}, not ${count}`))
              : setTimeout(check, 20);
        check();
      });

    await db.transaction().execute(async (trx) => {
      await announceJob(trx, 'media_previews');
      // Not before the job is there for a worker to claim.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(0);
    });
    await arrived(1);

    await db
      .transaction()
      .execute(async (trx) => {
        await announceJob(trx, 'media_previews');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Another queue's job is not this listener's either.
    await announceJob(db, 'download_jobs');
    await announceJob(db, 'media_previews');
    await arrived(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(2);
    await listener.stop();
  });
});

import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';
import { DatabaseClock } from '../jobs/database-clock.js';
import { databaseTime } from '../jobs/database-time.js';
import { Channel, messageIdOf, OutboxStatus } from './outbox.js';
import { digestRunOf } from './sydney.js';

/**
 * Queues the digests of the last 07:00 (Sydney) at or before `instant`: each person with items
 * that waited since before then gets one message for that day (keyed by person and day, so
 * running this again, or in several processes, queues nothing more), holding those items.
 * Nobody with nothing waiting gets one. Answers how many people's digests were filled.
 */
export async function queueDigests(db: Db, instant: Date) {
  const { day, at } = digestRunOf(instant);
  const before = at.toISOString();
  const people = await db
    .selectFrom('mail_digest_items')
    .select('user_id')
    .distinct()
    .where('outbox_id', 'is', null)
    .where('created_at', '<', before)
    // A person whose digest of the day already went keeps later items for the next one.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_outbox')
            .select('mail_outbox.id')
            .whereRef('mail_outbox.user_id', '=', 'mail_digest_items.user_id')
            .where('mail_outbox.digest_day', '=', day)
            .where('mail_outbox.status', '!=', OutboxStatus.Queued),
        ),
      ),
    )
    .execute();
  let filled = 0;
  for (const { user_id: userId } of people) {
    if (await fillDigest(db, userId, day, before)) filled += 1;
  }
  return filled;
}

/** One person's digest of the day: its row, and the items that waited since before `before`. */
async function fillDigest(db: Db, userId: number, day: string, before: string) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mail_outbox')
      .values({
        user_id: userId,
        channel: Channel.Digest,
        digest_day: day,
        status: OutboxStatus.Queued,
        message_id: messageIdOf({ userId, day }),
        created_at: databaseTime(trx),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'digest_day']).doNothing())
      .execute();
    let digest = trx
      .selectFrom('mail_outbox')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('digest_day', '=', day);
    // A worker's claim waits for this transaction, so it never reads the items half added.
    if (engineOf(db) === 'postgres') digest = digest.forUpdate();
    const row = await digest.executeTakeFirst();
    if (!row || row.status !== OutboxStatus.Queued) return false;
    const added = await trx
      .updateTable('mail_digest_items')
      .set({ outbox_id: row.id })
      .where('user_id', '=', userId)
      .where('outbox_id', 'is', null)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(added.numUpdatedRows) > 0;
  });
}

/**
 * Looks every `everyMs` (by the database's clock) whether a digest time has come, and queues
 * that day's digests; every API process runs one, and the outbox's keys make them agree.
 */
export const digestClock = (
  db: Db,
  onQueued: () => void,
  options: { everyMs: number; logError: (e: unknown, m: string) => void },
) =>
  new DatabaseClock(
    db,
    async (now) => {
      if ((await queueDigests(db, now)) > 0) onQueued();
    },
    { ...options, failure: 'Digests could not be queued' },
  );

import { deliveryOf, type MailIntent } from '@portal/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { databaseTime } from '../jobs/database-time.js';
import type { LeasedQueue } from '../jobs/leased-queue.js';
import { choicesFor } from './preferences.js';

/** Statuses of a message in the outbox. */
export const OutboxStatus = {
  Queued: 'Queued',
  Sending: 'Sending',
  Sent: 'Sent',
  /** Nothing to send any more (its person or every item gone, or no address). */
  Dropped: 'Dropped',
  Failed: 'Failed',
} as const;

/** The outbox's channels: a notification's own e-mail, or a person's daily digest. */
export const Channel = { Email: 'email', Digest: 'digest' } as const;

/** The outbox in the shared leased queue: a retry waits for its `due_at` (database time). */
export const MAIL_OUTBOX: LeasedQueue<'mail_outbox'> = {
  table: 'mail_outbox',
  queued: OutboxStatus.Queued,
  working: OutboxStatus.Sending,
  due: (now) => sql<SqlBool>`(due_at is null or due_at <= ${now})`,
};

/** The domain of the portal's Message-IDs (the same on every process: it names the key). */
const MESSAGE_ID_DOMAIN = 'portal.lumen.example.com';

/**
 * A message's stable Message-ID, from its key: a notification's id and channel, or the person
 * and the digest's day. A message sent again after a crash carries the same one.
 */
export const messageIdOf = (key: { notificationId: number } | { userId: number; day: string }) =>
  'notificationId' in key
    ? `<notification-${key.notificationId}.${Channel.Email}@${MESSAGE_ID_DOMAIN}>`
    : `<digest-${key.userId}-${key.day}@${MESSAGE_ID_DOMAIN}>`;

/** Rows per INSERT (well under SQLite's variable limit). */
const BATCH = 200;

/** One new notification of one person. */
export interface Notified {
  userId: number;
  notificationId: number;
}

/**
 * Queues the e-mail of notifications just stored, in the caller's transaction: per person, at
 * once (an outbox row), for the next digest (an item), or not at all, by their choice for the
 * kind (`deliveryOf`). A notification gets each at most once, however often this runs for it.
 * True when a message waits for the worker.
 */
export async function enqueueMail(db: Db, notified: readonly Notified[], intent: MailIntent) {
  if (notified.length === 0) return false;
  const chosen = await choicesFor(
    db,
    notified.map((n) => n.userId),
    intent.kind,
  );
  const now = databaseTime(db);
  const immediate = [];
  const digest = [];
  for (const n of notified) {
    const delivery = deliveryOf(intent, chosen.get(n.userId));
    if (delivery === 'immediately') immediate.push(n);
    if (delivery === 'digest') digest.push(n);
  }
  for (let start = 0; start < immediate.length; start += BATCH) {
    await db
      .insertInto('mail_outbox')
      .values(
        immediate.slice(start, start + BATCH).map((n) => ({
          user_id: n.userId,
          channel: Channel.Email,
          kind: intent.kind,
          notification_id: n.notificationId,
          status: OutboxStatus.Queued,
          message_id: messageIdOf(n),
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['notification_id', 'channel']).doNothing())
      .execute();
  }
  for (let start = 0; start < digest.length; start += BATCH) {
    await db
      .insertInto('mail_digest_items')
      .values(
        digest.slice(start, start + BATCH).map((n) => ({
          user_id: n.userId,
          notification_id: n.notificationId,
          kind: intent.kind,
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('notification_id').doNothing())
      .execute();
  }
  return immediate.length > 0;
}

/** Where notifications hand their e-mail: queued in their transaction, the worker woken after. */
export interface MailQueue {
  enqueue: (db: Db, notified: readonly Notified[], intent: MailIntent) => Promise<boolean>;
  wake: () => void;
}

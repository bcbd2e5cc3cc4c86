import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NotificationTable } from '../db/schema.js';

/** A notification as the API returns it (spec point 3, Notification). */
export function toNotification(row: Selectable<NotificationTable>) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    isRead: row.is_read === 1,
    createdDate: row.created_at,
    readDate: row.read_at,
    expiresDate: row.expires_at,
  };
}

/** Not yet expired. */
const live = (now: string) => (eb: ExpressionBuilder<Database, 'notifications'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Db,
  userId: number,
  limit: number,
  unreadOnly: boolean,
) {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where(live(new Date().toISOString()));
  if (unreadOnly) query = query.where('is_read', '=', 0);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Db, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .where(live(new Date().toISOString()))
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.count));
}

/** Marks notifications of the user read; returns how many changed. */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  let query = db
    .updateTable('notifications')
    .set({ is_read: 1, read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the notification exists and belongs to the user. */
export async function ownsNotification(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes one notification of the user. */
export async function deleteNotification(db: Db, userId: number, id: number) {
  await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).execute();
}

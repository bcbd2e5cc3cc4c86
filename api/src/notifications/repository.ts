import type { NotificationType, PortalNotification } from '@portal/contract';
import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NotificationTable } from '../db/schema.js';

/** A notification as the API returns it (spec point 3, Notification). */
export function toNotification(row: Selectable<NotificationTable>): PortalNotification {
  return {
    id: row.id,
    // Rows are only ever written from a NotificationType (service.ts NewNotification).
    type: row.type as NotificationType,
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

/** Filters and page of the notifications list. */
export interface NotificationQuery {
  limit: number;
  page: number;
  unreadOnly: boolean;
  type?: NotificationType;
}

/** A page of the user's live notifications, newest first, with the total matching. */
export async function listNotifications(db: Db, userId: number, query: NotificationQuery) {
  let filtered = db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where(live(new Date().toISOString()));
  if (query.unreadOnly) filtered = filtered.where('is_read', '=', 0);
  if (query.type) filtered = filtered.where('type', '=', query.type);
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { total: Number(total), items: rows.map(toNotification) };
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

/** Whether every id is a notification of the user (ids are distinct). */
export async function ownsAll(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return true;
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count) === ids.length;
}

/** Deletes the given notifications of the user; returns the ids actually deleted. */
export async function deleteNotifications(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('notifications')
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes every read notification of the user; returns their ids. */
export async function deleteReadNotifications(db: Db, userId: number) {
  const rows = await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('is_read', '=', 1)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Stores a new notification and returns it as the API shows it. */
export async function insertNotification(db: Db, values: Insertable<NotificationTable>) {
  const row = await db
    .insertInto('notifications')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

/** Changes a notification of the user; undefined when it no longer exists. */
export async function updateNotification(
  db: Db,
  userId: number,
  id: number,
  changes: Updateable<NotificationTable>,
) {
  const row = await db
    .updateTable('notifications')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toNotification(row);
}

/** Active users who receive an admin notification: one user, a client's users, or everyone. */
export async function activeUserIds(db: Db, target: { userId?: number; clientId?: number }) {
  let query = db.selectFrom('users').select('id').where('disabled', '=', 0);
  if (target.userId !== undefined) query = query.where('id', '=', target.userId);
  if (target.clientId !== undefined) query = query.where('client_id', '=', target.clientId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Whether a client with this id exists. */
export async function clientExists(db: Db, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return client !== undefined;
}

import {
  NOTIFICATION_CREATED,
  NOTIFICATION_DELETED,
  type HubEventName,
  type HubPayloadIn,
  type MailIntent,
  type NotificationType,
  type PortalNotification,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import type { NotificationPublisher } from '../hub/hub.js';
import type { MailQueue, Notified } from '../mail/outbox.js';
import {
  deleteNotifications,
  deleteReadNotifications,
  insertNotification,
  toNotification,
  updateNotification,
} from './repository.js';

/** What a new notification says; `data` is stored as a JSON string. */
export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  data?: unknown;
  expiresDate?: Date | null;
  /** Its e-mail (none without): the kind, and whether it waits for or mentions its person. */
  mail?: MailIntent;
}

/** Changes to a stored notification; `unread` puts it back in the unread count. */
export interface NotificationChanges {
  title?: string;
  message?: string;
  data?: unknown;
  unread?: boolean;
  /** When it stops being listed (null: never). */
  expiresDate?: Date | null;
  /** E-mail it now (a download that became ready); at most once per notification. */
  mail?: MailIntent;
}

/** Rows per INSERT when one notification goes to many users (well under SQLite's variable limit). */
const BATCH = 500;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const json = (data: unknown) => (data === undefined || data === null ? null : JSON.stringify(data));

/** The pushed shape: the stored notification plus `notificationId`, as the client reads it. */
const pushed = (notification: PortalNotification): HubPayloadIn<typeof NOTIFICATION_CREATED> => ({
  ...notification,
  notificationId: notification.id,
});

/**
 * Notifications are stored first and pushed second: the row is the truth, the hub event only
 * tells open tabs to look again, so a dropped connection never loses a notification.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly publisher: NotificationPublisher,
    private readonly logError: (error: unknown, message: string) => void = () => undefined,
    /** Where e-mail about notifications is queued (none: no e-mail, as in some tests). */
    private readonly mail?: MailQueue,
  ) {}

  /** Stores a notification for the user (and queues its e-mail), then pushes UserNotificationCreated. */
  async create(userId: number, input: NewNotification) {
    const notification = await this.withMail(input.mail, async (trx, enqueue) => {
      const stored = await insertNotification(trx, this.row(userId, input));
      await enqueue([{ userId, notificationId: stored.id }]);
      return stored;
    });
    await this.push(userId, NOTIFICATION_CREATED, pushed(notification));
    return notification;
  }

  /**
   * Stores the same notification for many users and queues their e-mail (one transaction), then
   * pushes to each. `claim`, in that transaction, first picks who still gets it (a reminder's
   * once-only key): a notification is never stored without its claim, nor a claim without it.
   */
  async createForUsers(
    userIds: readonly number[],
    input: NewNotification,
    claim?: (trx: Db, userIds: readonly number[]) => Promise<readonly number[]>,
  ) {
    const created = await this.withMail(
      input.mail,
      async (trx, enqueue) => {
        const ids = claim ? await claim(trx, userIds) : userIds;
        const rows = [];
        for (let start = 0; start < ids.length; start += BATCH) {
          const values = ids.slice(start, start + BATCH).map((id) => this.row(id, input));
          rows.push(
            ...(await trx.insertInto('notifications').values(values).returningAll().execute()),
          );
        }
        await enqueue(rows.map((row) => ({ userId: row.user_id, notificationId: row.id })));
        return rows;
      },
      { transaction: true },
    );
    for (const row of created) {
      await this.push(row.user_id, NOTIFICATION_CREATED, pushed(toNotification(row)));
    }
    return created.length;
  }

  /** Changes the user's notification and pushes UserNotificationCreated; undefined if gone. */
  async update(userId: number, id: number, changes: NotificationChanges) {
    const notification = await this.withMail(changes.mail, async (trx, enqueue) => {
      const changed = await updateNotification(trx, userId, id, {
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.message === undefined ? {} : { message: changes.message }),
        ...(changes.data === undefined ? {} : { data: json(changes.data) }),
        ...(changes.unread ? { is_read: 0, read_at: null } : {}),
        ...(changes.expiresDate === undefined ? {} : { expires_at: iso(changes.expiresDate) }),
      });
      if (changed) await enqueue([{ userId, notificationId: id }]);
      return changed;
    });
    if (notification) await this.push(userId, NOTIFICATION_CREATED, pushed(notification));
    return notification;
  }

  /** Deletes the user's notifications and pushes UserNotificationDeleted for each. */
  async delete(userId: number, ids: readonly number[]) {
    const deleted = await deleteNotifications(this.db, userId, ids);
    await this.pushDeleted(userId, deleted);
    return deleted;
  }

  /** Deletes every read notification of the user and pushes UserNotificationDeleted for each. */
  async deleteAllRead(userId: number) {
    const deleted = await deleteReadNotifications(this.db, userId);
    await this.pushDeleted(userId, deleted);
    return deleted;
  }

  /**
   * Runs the store in a transaction with the queueing of its e-mail (the row first, its e-mail in
   * the same commit), then wakes the mail worker; without e-mail, the store alone (in a
   * transaction of its own when asked).
   */
  private async withMail<T>(
    intent: MailIntent | undefined,
    store: (db: Db, enqueue: (notified: Notified[]) => Promise<void>) => Promise<T>,
    { transaction = false } = {},
  ): Promise<T> {
    const mail = this.mail;
    if (!intent || !mail) {
      const none = async () => undefined;
      return transaction
        ? this.db.transaction().execute((trx) => store(trx, none))
        : store(this.db, none);
    }
    let queued = false;
    const result = await this.db.transaction().execute((trx) =>
      store(trx, async (notified) => {
        queued = (await mail.enqueue(trx, notified, intent)) || queued;
      }),
    );
    if (queued) mail.wake();
    return result;
  }

  private row(userId: number, input: NewNotification) {
    return {
      user_id: userId,
      type: input.type,
      title: input.title,
      message: input.message,
      data: json(input.data),
      is_read: 0,
      created_at: new Date().toISOString(),
      read_at: null,
      expires_at: iso(input.expiresDate),
    };
  }

  private async pushDeleted(userId: number, ids: readonly number[]) {
    for (const notificationId of ids) {
      await this.push(userId, NOTIFICATION_DELETED, { notificationId });
    }
  }

  /** A failed push is logged, never reported as a failed request: the row is already stored. */
  private async push<E extends HubEventName>(userId: number, target: E, payload: HubPayloadIn<E>) {
    try {
      await this.publisher.publish(userId, target, [payload]);
    } catch (error) {
      this.logError(error, `Could not push ${target} to user ${userId}`);
    }
  }
}

import {
  NOTIFICATION_CREATED,
  NOTIFICATION_DELETED,
  type HubEventName,
  type HubPayloadIn,
  type NotificationType,
  type PortalNotification,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import type { NotificationPublisher } from '../hub/hub.js';
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
}

/** Changes to a stored notification; `unread` puts it back in the unread count. */
export interface NotificationChanges {
  title?: string;
  message?: string;
  data?: unknown;
  unread?: boolean;
  /** When it stops being listed (null: never). */
  expiresDate?: Date | null;
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
  ) {}

  /** Stores a notification for the user and pushes UserNotificationCreated. */
  async create(userId: number, input: NewNotification) {
    const notification = await insertNotification(this.db, this.row(userId, input));
    await this.push(userId, NOTIFICATION_CREATED, pushed(notification));
    return notification;
  }

  /** Stores the same notification for many users (one transaction), then pushes to each. */
  async createForUsers(userIds: readonly number[], input: NewNotification) {
    const created = await this.db.transaction().execute(async (trx) => {
      const rows = [];
      for (let start = 0; start < userIds.length; start += BATCH) {
        const values = userIds.slice(start, start + BATCH).map((id) => this.row(id, input));
        rows.push(
          ...(await trx.insertInto('notifications').values(values).returningAll().execute()),
        );
      }
      return rows;
    });
    for (const row of created) {
      await this.push(row.user_id, NOTIFICATION_CREATED, pushed(toNotification(row)));
    }
    return created.length;
  }

  /** Changes the user's notification and pushes UserNotificationCreated; undefined if gone. */
  async update(userId: number, id: number, changes: NotificationChanges) {
    const notification = await updateNotification(this.db, userId, id, {
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.message === undefined ? {} : { message: changes.message }),
      ...(changes.data === undefined ? {} : { data: json(changes.data) }),
      ...(changes.unread ? { is_read: 0, read_at: null } : {}),
      ...(changes.expiresDate === undefined ? {} : { expires_at: iso(changes.expiresDate) }),
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

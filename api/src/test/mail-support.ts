import type { MailIntent } from '@portal/contract';
import type { Mail } from '../account/mailer.js';
import type { Db } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { NotificationService } from '../notifications/service.js';
import type { TestApp } from './test-app.js';

/** The e-mails sent to an address so far, oldest first. */
export const mailTo = (sent: readonly Mail[], email: string) =>
  sent.filter((mail) => mail.to === email);

/** Waits until the API's mail worker has nothing left to do. */
export const mailSent = (api: Pick<TestApp, 'app'>) => api.app.notificationMail.worker.idle();

/**
 * A notification service on the test API's database whose e-mail goes to the API's own mail
 * worker (as the API's does), without pushing: tests store notifications of any kind with it.
 */
export const notificationsOf = (api: Pick<TestApp, 'app' | 'db'>) =>
  new NotificationService(api.db, { publish: async () => undefined }, undefined, {
    enqueue: enqueueMail,
    wake: () => api.app.notificationMail.worker.wake(),
  });

/** Stores a ProjectUpdate for a person with the given e-mail intent; answers its id. */
export async function notify(api: Pick<TestApp, 'app' | 'db'>, userId: number, mail: MailIntent) {
  const notification = await notificationsOf(api).create(userId, {
    type: 'ProjectUpdate',
    title: `A ${mail.kind} notification`,
    message: 'Something happened.',
    data: { projectId: 1 },
    mail,
  });
  return notification.id;
}

/** The outbox's rows of a person (the tests read its statuses and keys). */
export const outboxOf = (db: Db, userId: number) =>
  db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();

import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../account/mailer.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { registerDownloadWork } from '../download-jobs/register.js';
import { DOWNLOADS } from '../download-jobs/queue.js';
import { sendReviewReminders } from '../due-dates/reminders.js';
import { DatabaseClock } from '../jobs/database-clock.js';
import { listenForJobs } from '../jobs/queue-wake.js';
import { MAIL_OUTBOX } from '../mail/outbox.js';
import { registerMailSender } from '../mail/register.js';
import type { NotificationPublisher } from '../hub/hub.js';
import { NotificationService } from '../notifications/service.js';
import { registerPreviews } from '../previews/register.js';

/** How often the review reminders' clock looks at the time (the API's own default). */
const REMINDERS_EVERY_MS = 60_000;

/**
 * Every kind of background work, running while `app` is up: the preview workers
 * (PREVIEW_WORKERS of them), the download worker and its retention sweep, the mail outbox's
 * sender with the digest's clock, and the review reminders' clock. What API processes run
 * themselves unless BACKGROUND_WORK is off, here with no routes: `worker-main.ts` runs it.
 */
export function registerBackgroundWork(
  app: FastifyInstance,
  db: Db,
  config: ApiConfig,
  { mailer, publisher }: { mailer: Mailer; publisher: NotificationPublisher },
) {
  const logError = (error: unknown, message: string) => app.log.error(error, message);
  const mail = registerMailSender(app, db, config, mailer);
  const notifications = new NotificationService(db, publisher, logError, mail);
  const previews = registerPreviews(app, db, config);
  const downloads = registerDownloadWork(app, db, config, notifications);
  const reminders = new DatabaseClock(
    db,
    (instant) => sendReviewReminders(db, notifications, instant),
    { everyMs: REMINDERS_EVERY_MS, logError, failure: 'Review reminders could not be sent' },
  );
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => reminders.stop());
  // The previews listen for their own announcements (registerPreviews); the API processes
  // without background work announce their download jobs and e-mail too.
  if (config.databaseUrl) {
    wakeOnAnnouncements(app, config.databaseUrl, DOWNLOADS.table, () => downloads.worker.wake());
    wakeOnAnnouncements(app, config.databaseUrl, MAIL_OUTBOX.table, () => mail.wake());
  }
  return { previews, downloads: downloads.worker, mail: mail.worker };
}

/** Wakes `wake` whenever a job of `table` is announced (LISTEN), from ready to close. */
function wakeOnAnnouncements(
  app: FastifyInstance,
  databaseUrl: string,
  table: string,
  wake: () => void,
) {
  let listener: ReturnType<typeof listenForJobs> | undefined;
  app.addHook('onReady', async () => {
    listener = listenForJobs(databaseUrl, table, wake, (error, message) =>
      app.log.warn(error, message),
    );
  });
  app.addHook('onClose', async () => listener?.stop());
}

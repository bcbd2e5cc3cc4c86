import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { DatabaseClock } from '../jobs/database-clock.js';
import type { NotificationService } from '../notifications/service.js';
import { sendReviewReminders } from './reminders.js';
import { dueDateRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Review reminders: tests send those of an instant (the clock is off in tests). */
    reviewReminders: {
      /** Sends the reminders of the studio's day at `instant` (none before 07:00, none twice). */
      run: (instant: Date) => Promise<number>;
    };
  }
}

/**
 * Review due dates: their routes, and the clock that sends reminders from 07:00 (Sydney) each
 * day, looking every `everyMs` (0: never) while the API is up.
 */
export async function registerDueDates(
  app: FastifyInstance,
  db: Db,
  notifications: NotificationService,
  { everyMs }: { everyMs: number },
) {
  const run = (instant: Date) => sendReviewReminders(db, notifications, instant);
  const clock = new DatabaseClock(db, run, {
    everyMs,
    logError: (error, message) => app.log.error(error, message),
    failure: 'Review reminders could not be sent',
  });
  app.decorate('reviewReminders', { run });
  await app.register(dueDateRoutes, { db });
  app.addHook('onReady', async () => clock.start());
  // The database closes after app.close(): the clock must be idle by then.
  app.addHook('onClose', async () => clock.stop());
}

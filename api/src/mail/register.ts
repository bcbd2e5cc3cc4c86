import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../account/mailer.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { announceJob } from '../jobs/queue-wake.js';
import { digestClock, queueDigests } from './digest.js';
import { MailWorker, type MailWorkerOptions } from './mail-worker.js';
import { enqueueMail, MAIL_OUTBOX, type MailQueue } from './outbox.js';
import { mailRoutes } from './routes.js';
import { unsubscribeTokens } from './unsubscribe-token.js';

/** Options of e-mail about notifications; tests shorten the waits and drive the digest. */
export interface MailOptions extends MailWorkerOptions {
  /**
   * How often the 07:00 clocks (the digest, review reminders) look at the time (default a minute;
   * 0: never, tests call `digests` and `reviewReminders.run`).
   */
  digestEveryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail about notifications: the worker, and the digest of an instant (tests drive them). */
    notificationMail: {
      worker: MailWorker;
      /** Queues the digests of the last 07:00 (Sydney) at or before `instant`, and sends them. */
      digests: (instant: Date) => Promise<number>;
    };
  }
}

/** The settings the outbox's sender reads. */
export type MailSenderConfig = Pick<ApiConfig, 'secret' | 'publicUrl' | 'downloadJobLeaseMs'>;

/**
 * The outbox's sender and the digest's clock, decorated on `app` as `notificationMail`; with
 * `running` (an API process with BACKGROUND_WORK, or a worker process) they run while `app` is
 * up. Answers the queue notifications hand their e-mail: without `running`, a queued message is
 * announced to the worker processes (on PostgreSQL; on SQLite they find it at their poll).
 */
export function registerMailSender(
  app: FastifyInstance,
  db: Db,
  config: MailSenderConfig,
  mailer: Mailer,
  options: MailOptions = {},
  { running = true }: { running?: boolean } = {},
): MailQueue & { worker: MailWorker } {
  const logError = (error: unknown, message: string) => app.log.error(error, message);
  const leaseMs = options.leaseMs ?? config.downloadJobLeaseMs;
  const worker = new MailWorker(
    db,
    mailer,
    { publicUrl: config.publicUrl, tokens: unsubscribeTokens(config.secret) },
    { logError, leaseMs, pollMs: Math.min(10_000, leaseMs), ...options },
  );
  const scheduler = digestClock(db, () => worker.wake(), {
    everyMs: options.digestEveryMs ?? 60_000,
    logError,
  });
  app.decorate('notificationMail', {
    worker,
    digests: async (instant: Date) => {
      const filled = await queueDigests(db, instant);
      worker.wake();
      return filled;
    },
  });
  if (!running) {
    // Called once the message is committed, so a worker that hears it finds it.
    const announce = () =>
      void announceJob(db, MAIL_OUTBOX.table).catch((error: unknown) =>
        logError(error, 'A queued e-mail could not be announced'),
      );
    return { enqueue: enqueueMail, wake: announce, worker };
  }
  app.addHook('onReady', async () => {
    worker.start();
    scheduler.start();
  });
  // The database closes after app.close(): the worker and the clock must be idle by then.
  app.addHook('onClose', async () => {
    await Promise.all([worker.stop(), scheduler.stop()]);
  });
  return { enqueue: enqueueMail, wake: () => worker.wake(), worker };
}

/**
 * E-mail about notifications: the settings and unsubscribe routes, and the outbox's sender and
 * the digest's clock (`registerMailSender`), running while the API is up unless BACKGROUND_WORK
 * is off. Answers the queue notifications hand their e-mail.
 */
export async function registerMail(
  app: FastifyInstance,
  db: Db,
  config: MailSenderConfig & Pick<ApiConfig, 'backgroundWork'>,
  mailer: Mailer,
  options: MailOptions = {},
): Promise<MailQueue> {
  const { enqueue, wake } = registerMailSender(app, db, config, mailer, options, {
    running: config.backgroundWork,
  });
  await app.register(mailRoutes, { db, tokens: unsubscribeTokens(config.secret) });
  return { enqueue, wake };
}

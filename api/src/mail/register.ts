import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../account/mailer.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { digestClock, queueDigests } from './digest.js';
import { MailWorker, type MailWorkerOptions } from './mail-worker.js';
import { enqueueMail, type MailQueue } from './outbox.js';
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

/**
 * E-mail about notifications: the settings and unsubscribe routes, the outbox's worker and the
 * digest's clock, running while the API is up. Answers the queue notifications hand their e-mail.
 */
export async function registerMail(
  app: FastifyInstance,
  db: Db,
  config: Pick<ApiConfig, 'secret' | 'publicUrl' | 'downloadJobLeaseMs'>,
  mailer: Mailer,
  options: MailOptions = {},
): Promise<MailQueue> {
  const tokens = unsubscribeTokens(config.secret);
  const logError = (error: unknown, message: string) => app.log.error(error, message);
  const leaseMs = options.leaseMs ?? config.downloadJobLeaseMs;
  const worker = new MailWorker(
    db,
    mailer,
    { publicUrl: config.publicUrl, tokens },
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
  await app.register(mailRoutes, { db, tokens });
  app.addHook('onReady', async () => {
    worker.start();
    scheduler.start();
  });
  // The database closes after app.close(): the worker and the clock must be idle by then.
  app.addHook('onClose', async () => {
    await Promise.all([worker.stop(), scheduler.stop()]);
  });
  return { enqueue: enqueueMail, wake: () => worker.wake() };
}

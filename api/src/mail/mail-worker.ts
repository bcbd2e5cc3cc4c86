import type { MailKind } from '@portal/contract';
import type { Mailer } from '../account/mailer.js';
import type { Db } from '../db/database.js';
import { databaseTime } from '../jobs/database-time.js';
import type { JobRow } from '../jobs/leased-queue.js';
import {
  LeasedWorker,
  type Interruption,
  type LeasedWorkerOptions,
} from '../jobs/leased-worker.js';
import { digestMail, notificationMail, type MailLinks } from './notification-mail.js';
import { Channel, MAIL_OUTBOX, OutboxStatus } from './outbox.js';

/** A failed send waits this long before the next attempt (ms); after the last, it fails. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
/** Said on a message whose sends all failed. */
export const MAIL_FAILED = 'The e-mail could not be sent.';
/** Said on a message whose workers died while sending it too many times. */
export const MAIL_GAVE_UP = 'The server stopped while sending this e-mail too many times.';

type OutboxJob = JobRow<'mail_outbox'>;

/** Options of the mail worker; tests shorten the retries' waits. */
export interface MailWorkerOptions extends LeasedWorkerOptions {
  retryDelaysMs?: readonly number[];
}

/**
 * Sends the outbox's messages, one at a time: a notification's e-mail or a person's digest,
 * written when sent (the notification as it is then). The send is recorded (`sent_at`) as soon
 * as the SMTP server took it, whoever holds the lease by then, and a claimed message already
 * recorded is only marked sent: a message goes twice only if its process dies between the
 * server's answer and that write (it then goes again with the same Message-ID).
 */
export class MailWorker extends LeasedWorker<'mail_outbox'> {
  private readonly retryDelaysMs: readonly number[];

  constructor(
    db: Db,
    private readonly mailer: Mailer,
    private readonly links: MailLinks,
    options: MailWorkerOptions = {},
  ) {
    super(db, MAIL_OUTBOX, options);
    this.retryDelaysMs = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  }

  protected async work(job: OutboxJob, signal: AbortSignal) {
    if (job.sent_at !== null) return void (await this.finish(job, OutboxStatus.Sent));
    if (job.attempts > this.retryDelaysMs.length + 1) {
      return void (await this.finish(job, OutboxStatus.Failed, MAIL_GAVE_UP));
    }
    try {
      const mail = await this.compose(job);
      if (!mail) return void (await this.finish(job, OutboxStatus.Dropped));
      // A worker that lost this job to a lapsed lease may have sent it meanwhile.
      if (await this.recorded(job.id)) return void (await this.finish(job, OutboxStatus.Sent));
      signal.throwIfAborted();
      await this.mailer.send(mail);
      await this.recordSent(job.id);
      await this.finish(job, OutboxStatus.Sent);
    } catch (error) {
      await this.settleFailure(job, error, signal);
    }
  }

  /** The message as it is now; undefined when nothing is left to send. */
  private async compose(job: OutboxJob) {
    const user = await this.db
      .selectFrom('users')
      .select(['email', 'disabled'])
      .where('id', '=', job.user_id)
      .executeTakeFirst();
    if (!user || user.disabled === 1 || !user.email) return undefined;
    const to = { userId: job.user_id, email: user.email };
    const items = await this.db
      .selectFrom('notifications')
      .leftJoin('mail_digest_items', 'mail_digest_items.notification_id', 'notifications.id')
      .select([
        'notifications.title',
        'notifications.message',
        'notifications.data',
        'notifications.created_at',
        'mail_digest_items.kind',
      ])
      .where((eb) =>
        job.channel === Channel.Digest
          ? eb('mail_digest_items.outbox_id', '=', job.id)
          : eb('notifications.id', '=', job.notification_id),
      )
      .orderBy('notifications.created_at')
      .orderBy('notifications.id')
      .execute();
    const mailed = items.map((item) => ({
      title: item.title,
      message: item.message,
      data: item.data,
      createdAt: item.created_at,
      kind: (job.channel === Channel.Digest ? item.kind : job.kind) as MailKind,
    }));
    if (mailed.length === 0) return undefined;
    return job.channel === Channel.Digest
      ? digestMail(this.links, to, job.digest_day!, mailed, job.message_id)
      : notificationMail(this.links, to, mailed[0]!, job.message_id);
  }

  private async recorded(id: number) {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select('sent_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.sent_at != null;
  }

  /** Records the send at once, whoever holds the job now: the message is out. */
  private async recordSent(id: number) {
    await this.db
      .updateTable('mail_outbox')
      .set({ sent_at: databaseTime(this.db), error: null })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
  }

  private finish(job: OutboxJob, status: string, error: string | null = null) {
    return this.update(job.id, { status, error, due_at: null });
  }

  private async settleFailure(job: OutboxJob, error: unknown, signal: AbortSignal) {
    const interruption = signal.aborted ? (signal.reason as Interruption) : undefined;
    if (interruption === 'stopping') {
      // Not the message's fault: any worker sends it again without it using up an attempt.
      await this.update(job.id, {
        status: OutboxStatus.Queued,
        attempts: Math.max(0, job.attempts - 1),
      });
      return;
    }
    if (interruption) return; // Gone, or another worker holds it now.
    this.logError(error, `Mail ${job.id} (${job.channel}) could not be sent`);
    if (await this.recorded(job.id)) return void (await this.finish(job, OutboxStatus.Sent));
    const wait = this.retryDelaysMs[job.attempts - 1];
    if (wait === undefined) return void (await this.finish(job, OutboxStatus.Failed, MAIL_FAILED));
    await this.update(job.id, {
      status: OutboxStatus.Queued,
      error: error instanceof Error ? error.message.slice(0, 500) : MAIL_FAILED,
      // The database's clock, as the claim compares it (leased-queue.ts).
      due_at: databaseTime(this.db, wait) as unknown as string,
    });
  }
}

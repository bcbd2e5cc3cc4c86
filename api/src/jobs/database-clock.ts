import type { Db } from '../db/database.js';
import { databaseTime } from './database-time.js';

/** The database's clock now (the queue's clock: processes whose own clocks differ agree). */
export async function databaseNow(db: Db) {
  const row = await db.selectNoFrom(databaseTime(db).as('now')).executeTakeFirstOrThrow();
  return new Date(row.now);
}

/** What a clock does and how often: every `everyMs` (0: never), failures logged as `failure`. */
export interface DatabaseClockOptions {
  everyMs: number;
  logError: (error: unknown, message: string) => void;
  failure: string;
}

/**
 * Runs `run(now)` every `everyMs` with the database's clock, one run at a time (the daily 07:00
 * work: digests, review reminders). Every API process runs its own; what `run` writes must be
 * keyed so that they agree.
 */
export class DatabaseClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly run: (now: Date) => Promise<unknown>,
    private readonly options: DatabaseClockOptions,
  ) {}

  start() {
    if (this.options.everyMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
    void this.tick();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  private tick() {
    this.running ??= databaseNow(this.db)
      .then((now) => this.run(now))
      .catch((error: unknown) => this.options.logError(error, this.options.failure))
      .then(() => undefined)
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';

/** The PostgreSQL channel of a leased queue's table. */
const channelOf = (table: string) => `portal_jobs_${table}`;

/**
 * Tells the processes listening for `table`'s jobs (`listenForJobs`), on any machine, that one
 * was added. On PostgreSQL a NOTIFY: sent in a transaction, it is delivered when that commits
 * and never if it rolls back, so no worker looks before the job is there. On SQLite (one
 * machine) nothing: the process's own wake and the poll are its workers' way.
 */
export async function announceJob(db: Db, table: string) {
  if (engineOf(db) !== 'postgres') return;
  await sql`select pg_notify(${channelOf(table)}, '')`.execute(db);
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * Calls `onJob` whenever a job of `table` is announced, listening on a PostgreSQL connection of
 * its own (LISTEN), so a worker on another machine starts within a moment rather than at its next
 * poll. A lost connection connects again, and then calls `onJob` once for what it may have
 * missed meanwhile. `stop` ends it.
 */
export function listenForJobs(
  databaseUrl: string,
  table: string,
  onJob: () => void,
  logError: (error: unknown, message: string) => void = () => undefined,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let ready: Promise<void> = Promise.resolve();

  const connect = async (catchUp: boolean) => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      if (error) logError(error, `The listener of ${table} lost its connection`);
      next.end().catch(() => undefined);
      retry = setTimeout(() => void (ready = connect(true)), RECONNECT_MS);
      retry.unref();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', () => onJob());
    try {
      await next.connect();
      await next.query(`LISTEN ${channelOf(table)}`);
      if (catchUp) onJob();
    } catch (error) {
      lost(error as Error);
    }
  };
  ready = connect(false);

  return {
    /** Resolves once the first attempt to listen has settled (tests wait for it). */
    listening: () => ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './services.mjs';
import { SECOND_PORTAL_PORTS } from './ports';

/** A database name of this run only (PostgreSQL folds unquoted names to lower case). */
const freshName = () => `portal_e2e_${process.pid}_${Date.now().toString(36)}`;

async function onServer<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts a second portal as `pnpm start --processes N` does, on a fresh PostgreSQL database and
 * the test Redis, with its own ports and data folder (media, uploads and downloads shared by its
 * processes). `env` reaches every API process. Resolves to the portal, its database URL and stop.
 */
export async function startSecondPortal({
  processes = 2,
  env = {},
}: { processes?: number; env?: NodeJS.ProcessEnv } = {}) {
  const { startPortal } = await import('@portal/tooling/serve/start-portal');
  const name = freshName();
  await onServer((client) => client.query(`create database ${name}`));
  const databaseUrl = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).href;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-scale-'));
  const exits: Array<{ index: number; code: unknown }> = [];
  const portal = await startPortal({
    ports: SECOND_PORTAL_PORTS,
    processes,
    quiet: true,
    // The suite's global setup has built everything, and the first portal serves those files:
    // rebuilding here (after a source was edited mid-run) would replace them under it.
    build: false,
    onApiExit: (index, code) => exits.push({ index, code }),
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      // Its own keys and channels: limits and notifications of other runs stay apart.
      REDIS_PREFIX: `${name}:`,
      // The folders beside this file are the processes' shared media, uploads and downloads.
      DATABASE_FILE: path.join(dir, 'unused.sqlite'),
      ...env,
    },
  });
  return {
    ...portal,
    databaseUrl,
    /** API processes that stopped on their own (each was started again). */
    exits,
    /** Runs `sql` on the portal's database (for what no endpoint shows: which process did what). */
    query: async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await portal.stop();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

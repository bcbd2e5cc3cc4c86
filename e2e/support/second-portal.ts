import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as requests, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD } from './portal';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './services.mjs';
import { portalPortsAt } from './ports';

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
  workers = 0,
  portShift = 100,
  env = {},
}: {
  processes?: number;
  /** Worker processes beside the API's (`--workers`), which then run no background work. */
  workers?: number;
  /** How far its ports sit from the shared portal's (two such portals may run at once). */
  portShift?: number;
  env?: NodeJS.ProcessEnv;
} = {}) {
  const { startPortal } = await import('@portal/tooling/serve/start-portal');
  const name = freshName();
  await onServer((client) => client.query(`create database ${name}`));
  const databaseUrl = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).href;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-scale-'));
  const exits: Array<{ index: number; code: unknown }> = [];
  const portal = await startPortal({
    ports: portalPortsAt(portShift),
    processes,
    workers,
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
    /** Its data folder: the processes' media, uploads and downloads when they are on disk. */
    dataDir: dir,
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

/**
 * An API caller signed in as `email`, who may call process A (the first of `origins`) or B: the
 * session cookie (for `localhost`, any port) is good on both, as the database holds the session.
 */
export async function processCaller(origins: readonly string[], email: string) {
  const origin = (which: 'A' | 'B') => origins[which === 'A' ? 0 : 1]!;
  const context = await requests.newContext();
  const xsrf = async () =>
    (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
    '';
  await context.get(`${origin('A')}/api/account/user-state`);
  const login = await context.post(`${origin('A')}/api/account/login`, {
    data: { email, password: DEMO_PASSWORD, rememberMe: false },
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  expect(login.ok()).toBe(true);
  await context.get(`${origin('A')}/api/account/user-state`);
  const state = await (await context.get(`${origin('A')}/api/account/user-state`)).json();
  return {
    context,
    userId: Number(state.user.id),
    get: (which: 'A' | 'B', url: string, options?: Parameters<APIRequestContext['get']>[1]) =>
      context.get(`${origin(which)}${url}`, options),
    post: async (
      which: 'A' | 'B',
      url: string,
      options: Parameters<APIRequestContext['post']>[1],
    ) =>
      context.post(`${origin(which)}${url}`, {
        ...options,
        headers: { ...options?.headers, 'X-XSRF-TOKEN': await xsrf() },
      }),
    delete: async (which: 'A' | 'B', url: string) =>
      context.delete(`${origin(which)}${url}`, { headers: { 'X-XSRF-TOKEN': await xsrf() } }),
  };
}
export type Caller = Awaited<ReturnType<typeof processCaller>>;

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WorkerOptions } from '../download-jobs/worker.js';
import type { HubOptions } from '../hub/hub.js';
import { startTestApp, TestBrowser, type TestApp } from './test-app.js';

/** The portal origin the test API is configured with (PUBLIC_URL). */
export const TEST_PUBLIC_URL = 'http://portal.test';

/** An API listening on a real port (for WebSocket peers), on a database file that outlives it. */
export interface LiveApp extends TestApp {
  /** http://127.0.0.1:{port} */
  url: string;
  port: number;
}

/** A fresh folder for one test file's database (remove it with `removeDataDir`). */
export const makeDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-live-'));

/** Deletes a folder made by `makeDataDir`. */
export const removeDataDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** How a live test API differs from the defaults. */
export interface LiveAppOptions {
  /** The port to listen on (0: any free one). */
  port?: number;
  /** Settings beyond the test defaults. */
  env?: NodeJS.ProcessEnv;
  hubOptions?: HubOptions;
  workerOptions?: WorkerOptions;
}

/**
 * Starts the API on `dir`'s database (seeded on first use) and listens; pass the port of a
 * closed instance to stand in for it after a restart.
 */
export async function startLiveApp(
  dir: string,
  { port = 0, env = {}, hubOptions, workerOptions }: LiveAppOptions = {},
): Promise<LiveApp> {
  const test = await startTestApp({
    dataDir: dir,
    env: { PUBLIC_URL: TEST_PUBLIC_URL, ...env },
    hubOptions,
    workerOptions,
  });
  await test.app.listen({ port, host: '127.0.0.1' });
  const actual = (test.app.server.address() as AddressInfo).port;
  return { ...test, port: actual, url: `http://127.0.0.1:${actual}` };
}

/** A browser signed in as a demo user, and its session as a Cookie header value. */
export async function signIn(app: FastifyInstance, email: string) {
  const browser = new TestBrowser(app);
  await browser.signIn(email);
  const session = browser.cookie('portal.session');
  if (!session) throw new Error(`Could not sign in as ${email}`);
  return { browser, cookie: `portal.session=${session}` };
}

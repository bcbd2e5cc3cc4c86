import { VISIBILITY_LEVELS } from '@portal/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createMemoryMailer, type Mail } from '../account/mailer.js';
import { buildApp } from '../app.js';
import { readConfig, type ApiConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import type { PreviewWorkerOptions } from '../previews/preview-worker.js';
import type { MailOptions } from '../mail/register.js';
import type { WorkerOptions } from '../download-jobs/worker.js';
import type { HubOptions } from '../hub/hub.js';
import { seedDemoData } from '../seed/seed.js';
import {
  closedTestDatabase,
  databaseFileIn,
  openedTestDatabase,
  testDatabaseIn,
} from './test-database.js';

export { databaseFileIn };

/** A real API on a seeded database (a SQLite file, or PostgreSQL with DATABASE_URL). */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  /** The e-mails the API sent. */
  mail: Mail[];
  /** Closes the API and its database (and removes a temporary data folder). */
  close: () => Promise<void>;
}

/** How a test API differs from the defaults. */
export interface TestAppOptions {
  /** Settings beyond the test defaults (a fixed session secret, checked responses). */
  env?: NodeJS.ProcessEnv;
  hubOptions?: HubOptions;
  workerOptions?: WorkerOptions;
  /**
   * The folder of the database, kept on close so a restarted API finds it (seeded on first use);
   * by default a temporary folder, removed on close.
   */
  dataDir?: string;
  /** The lock wait before a 503 (SQLite's busy timeout, PostgreSQL's lock_timeout). */
  busyTimeoutMs?: number;
  /**
   * The preview worker's options; by default none runs (it would make the seed's previews
   * behind every test): the previews' own tests turn it on.
   */
  previewOptions?: PreviewWorkerOptions | false;
  /** E-mail about notifications; by default no digest clock runs (tests call `digests`). */
  mailOptions?: MailOptions;
}

/** Starts the API on a database seeded like development; every JSON answer is checked. */
export async function startTestApp({
  env = {},
  hubOptions,
  workerOptions,
  dataDir,
  busyTimeoutMs,
  previewOptions = false,
  mailOptions,
}: TestAppOptions = {}): Promise<TestApp> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const database = await testDatabaseIn(dir);
  const config = readConfig({
    DATABASE_FILE: database.databaseFile,
    DATABASE_URL: database.databaseUrl ?? '',
    SESSION_SECRET: 'test-secret',
    ...env,
  });
  const db = await openDatabase(config, { busyTimeoutMs });
  openedTestDatabase(database.name);
  if (database.fresh) await seedDemoData(db);
  const mailer = createMemoryMailer();
  const app = await buildApp({
    db,
    config,
    mailer,
    hubOptions,
    workerOptions,
    previewOptions,
    mailOptions: { digestEveryMs: 0, ...mailOptions },
    checkResponses: true,
  });
  return {
    app,
    db,
    config,
    mail: mailer.sent,
    close: async () => {
      await app.close();
      await db.destroy();
      await closedTestDatabase(database.name, !dataDir);
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps cookies and echoes XSRF-TOKEN on non-GET requests. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  /** The value of a cookie this browser holds. */
  cookie(name: string) {
    return this.cookies.get(name);
  }

  /**
   * Sends a request with this browser's cookies (and the anti-forgery header unless told not to);
   * `contentType` sends a string body as that type instead of JSON (a malformed multipart body).
   */
  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    {
      xsrf = true,
      contentType = 'application/json',
      headers: extra = {},
    }: { xsrf?: boolean; contentType?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...extra };
    const token = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET' && token) headers['x-xsrf-token'] = token;
    const response = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body, headers: { ...headers, 'content-type': contentType } }
          : { payload: body as object }),
    });
    this.remember(response);
    return response;
  }

  /** Fetches the user state (which hands out the anti-forgery cookies), then signs in. */
  async signIn(email: string, password = 'Passw0rd!') {
    await this.request('GET', '/api/account/user-state');
    return this.request('POST', '/api/account/login', { email, password, rememberMe: false });
  }
}

/**
 * Runs `start` for the test file (beforeAll) and closes what it started afterwards (afterAll):
 * the API it started, its database and mail, and browsers on it.
 */
export function withApp<T extends TestApp>(start: () => Promise<T>) {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('The test API has not started');
    return current;
  };
  return {
    /** Everything `start` gave, once started. */
    started,
    /** The running API. */
    get app() {
      return started().app;
    },
    /** The API's database (to set up what no endpoint offers yet). */
    get db() {
      return started().db;
    },
    /** The e-mails the API sent so far. */
    get mail() {
      return started().mail;
    },
    /** A new browser with no session. */
    visitor: () => new TestBrowser(started().app),
    /** A new browser signed in as the given demo user. */
    signedIn: async (email: string) => {
      const browser = new TestBrowser(started().app);
      await browser.signIn(email);
      return browser;
    },
  };
}

/**
 * A fresh API for the test file; `env` adds settings (a function when they are known only once
 * other beforeAll hooks have run).
 */
export const withTestApp = (env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {}) =>
  withApp(() => startTestApp({ env: typeof env === 'function' ? env() : env }));

/** The id of a demo user by e-mail (for checks no endpoint offers). */
export async function userIdOf(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The clients of the listed projects that are not Showcase (those every signed-in user sees). */
export const privateClientsOf = (items: { clientName: string; visibility: number }[]) =>
  items
    .filter((project) => project.visibility !== VISIBILITY_LEVELS.Showcase)
    .map((project) => project.clientName);

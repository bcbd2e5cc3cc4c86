import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createMemoryMailer, type Mail } from '../account/mailer.js';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { seedDemoData } from '../seed/seed.js';

/** A real API on a fresh SQLite file with the demo data. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The e-mails the API sent. */
  mail: Mail[];
  close: () => Promise<void>;
}

/** Starts the API on a new temporary database file, seeded like development. */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const config = readConfig({
    DATABASE_FILE: path.join(dir, 'test.sqlite'),
    SESSION_SECRET: 'test-secret',
    ...env,
  });
  const db = await openDatabase(config.databaseFile);
  await seedDemoData(db);
  const mailer = createMemoryMailer();
  const app = await buildApp({ db, config, mailer, checkResponses: true });
  return {
    app,
    db,
    mail: mailer.sent,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
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

  /** Sends a request with this browser's cookies (and the anti-forgery header unless told not to). */
  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    { xsrf = true } = {},
  ) {
    const headers: Record<string, string> = {};
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
          ? { payload: body, headers: { ...headers, 'content-type': 'application/json' } }
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
 * Starts a fresh API for the test file (beforeAll) and closes it afterwards (afterAll); `env`
 * adds settings (a function when they are known only once other beforeAll hooks have run).
 */
export function withTestApp(env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('The test API has not started');
    return current;
  };
  return {
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

/** The id of a demo user by e-mail (for checks no endpoint offers). */
export async function userIdOf(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

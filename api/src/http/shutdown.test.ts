import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { testDatabaseEnv } from '../test/test-database.js';

// The real server (src/main.ts) in a child process, stopped with SIGTERM as a supervisor does.

jest.setTimeout(120_000);

const API_DIR = path.join(__dirname, '..', '..');
const started: ChildProcess[] = [];
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
});
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the API on a free port; resolves once it listens. */
async function startServer(env: NodeJS.ProcessEnv) {
  const dir = path.join(dataDir, `api-${started.length}`);
  fs.mkdirSync(dir);
  // Its own database (on PostgreSQL, never the server's DATABASE_URL this suite derives from).
  const database = await testDatabaseEnv(dir);
  const child = spawn(
    process.execPath,
    ['--conditions=@portal/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        ...database,
        SEED_DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = line.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`The API exited before listening (${code})`)));
  });
  return { child, port, exited };
}

/** The anti-forgery cookie and token a browser would hold. */
async function xsrfOf(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  return { cookie: cookies.join('; '), token };
}

/** Waits for the exit, at most `ms`; null when it did not come. */
async function exitWithin(exited: Promise<number | null>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      exited.then((code) => ({ code })),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

it('stops within its deadline although a client stalls, cutting that connection', async () => {
  const { child, port, exited } = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
  const { cookie, token } = await xsrfOf(port);
  // A sign-in whose body never finishes arriving.
  const stalled = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => stalled.once('connect', resolve));
  stalled.write(
    'POST /api/account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: 1000\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${token}\r\n\r\n{"email":`,
  );
  const cut = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
  stalled.on('error', () => {});
  await new Promise((resolve) => setTimeout(resolve, 300));

  child.kill('SIGTERM');
  const outcome = await exitWithin(exited, 30_000);
  expect(outcome).toEqual({ code: 1 });
  await cut;
});

it('exits at once, with code 0, when nothing is open', async () => {
  const { child, port, exited } = await startServer({ SHUTDOWN_TIMEOUT_MS: '60000' });
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  child.kill('SIGTERM');
  expect(await exitWithin(exited, 30_000)).toEqual({ code: 0 });
});

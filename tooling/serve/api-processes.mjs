// The API processes `pnpm start` runs: one by default, or N (`--processes N`, API_PROCESSES) on
// consecutive ports behind the bundle servers' round-robin proxy. With several, a process that
// dies is started again (a supervisor's job), and the others serve meanwhile. Beside them, M
// worker processes (`--workers M`, WORKER_PROCESSES; api/src/worker-main.ts) that do the
// background work, which the API processes then leave to them (BACKGROUND_WORK=0).
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The most API processes `pnpm start` runs on one machine. */
export const MAX_PROCESSES = 16;

/** Reads `--<name> N` or `--<name>=N` from the command line, else `env[variable]`. */
function countGiven(argv, env, name, variable) {
  const flag = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flag === -1) return env[variable];
  return argv[flag].includes('=') ? argv[flag].split('=')[1] : argv[flag + 1];
}

/**
 * How many API processes: `--processes N` on the command line, else API_PROCESSES, else 1.
 * Throws a sentence for anything but a whole number from 1 to MAX_PROCESSES.
 */
export function processCountFrom(argv = process.argv, env = process.env) {
  const given = countGiven(argv, env, 'processes', 'API_PROCESSES');
  if (given === undefined || given === '') return 1;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new Error(
      `--processes (or API_PROCESSES) must be a whole number from 1 to ${MAX_PROCESSES}, not "${given}".`,
    );
  }
  return count;
}

/**
 * How many worker processes: `--workers N` on the command line, else WORKER_PROCESSES, else 0
 * (the API processes do the background work themselves). Throws a sentence for anything but a
 * whole number from 0 to MAX_PROCESSES.
 */
export function workerCountFrom(argv = process.argv, env = process.env) {
  const given = countGiven(argv, env, 'workers', 'WORKER_PROCESSES');
  if (given === undefined || given === '') return 0;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 0 || count > MAX_PROCESSES) {
    throw new Error(
      `--workers (or WORKER_PROCESSES) must be a whole number from 0 to ${MAX_PROCESSES}, not "${given}".`,
    );
  }
  return count;
}

/**
 * Why worker processes cannot run with this environment, or null. They take their jobs from the
 * API's database, so it must be one every process shares (PostgreSQL), and the notifications
 * they write reach browsers through the API processes' sockets, so through Redis.
 */
export function workersProblem(count, env = process.env) {
  if (count === 0) return null;
  const missing = [!env.DATABASE_URL && 'DATABASE_URL', !env.REDIS_URL && 'REDIS_URL'].filter(
    Boolean,
  );
  if (missing.length === 0) return null;
  return (
    `Worker processes need ${missing.join(' and ')} (they share the API's PostgreSQL database, ` +
    'and their notifications reach browsers through Redis), for example\n' +
    '  REDIS_URL=redis://127.0.0.1:6379 DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal pnpm start --processes 2 --workers 1'
  );
}

/**
 * Why several processes cannot run with this environment, or null. Live notifications reach a
 * browser only through the process holding its socket, so several processes need Redis.
 */
export function severalProcessesProblem(count, env = process.env) {
  if (count > 1 && !env.REDIS_URL) {
    return (
      `${count} API processes need REDIS_URL (their live notifications meet in Redis), for example\n` +
      '  REDIS_URL=redis://127.0.0.1:6379 DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal pnpm start --processes 2'
    );
  }
  return null;
}

async function waitForHealth(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API exited with code ${child.exitCode ?? child.signalCode}.`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts `count` API processes from `apiDir` on ports `firstPort`, `firstPort + 1`, …; the first
 * alone until it answers (it runs the migrations and the first start's seed), then the others.
 * `onExit(index, code)` hears of a process that stopped on its own; with several, it is started
 * again after `restartDelayMs`. Resolves to { origins, children, stop }.
 */
export async function startApiProcesses({
  apiDir,
  count,
  firstPort,
  env,
  quiet = false,
  onExit = () => undefined,
  restartDelayMs = 1000,
  timeoutMs = 60_000,
}) {
  const ports = Array.from({ length: count }, (_, index) => firstPort + index);
  const children = [];
  let stopping = false;

  const launch = (index) => {
    const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
      cwd: apiDir,
      stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
      env: { ...env, PORT: String(ports[index]), API_PROCESS_INDEX: String(index) },
    });
    children[index] = child;
    child.once('exit', (code, signal) => {
      if (stopping || children[index] !== child) return;
      onExit(index, code ?? signal);
      if (count === 1) return;
      setTimeout(() => {
        if (!stopping) launch(index);
      }, restartDelayMs).unref();
    });
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
  };

  const origins = ports.map((port) => `http://localhost:${port}`);
  try {
    await waitForHealth(`${origins[0]}/api/health`, launch(0), timeoutMs);
    await Promise.all(
      ports
        .slice(1)
        .map((_, offset) =>
          waitForHealth(`${origins[offset + 1]}/api/health`, launch(offset + 1), timeoutMs),
        ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origins, children, stop };
}

/**
 * Starts `count` worker processes (`api/dist/worker-main.js`) from `apiDir` with `env`; one that
 * stops on its own is told to `onExit(index, code)` and started again after `restartDelayMs` (its
 * jobs wait meanwhile, or another worker takes them once their leases run out). They answer no
 * HTTP, so nothing is awaited. Returns { children, stop } (stop: SIGTERM, then their exit).
 */
export function startWorkerProcesses({
  apiDir,
  count,
  env,
  quiet = false,
  onExit = () => undefined,
  restartDelayMs = 1000,
}) {
  const children = [];
  let stopping = false;
  const launch = (index) => {
    const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'worker-main.js')], {
      cwd: apiDir,
      stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
      env: { ...env, WORKER_PROCESS_INDEX: String(index) },
    });
    children[index] = child;
    child.once('exit', (code, signal) => {
      if (stopping || children[index] !== child) return;
      onExit(index, code ?? signal);
      setTimeout(() => {
        if (!stopping) launch(index);
      }, restartDelayMs).unref();
    });
  };
  for (let index = 0; index < count; index += 1) launch(index);
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
  };
  return { children, stop };
}

/** Sends SIGTERM to a child still running, and resolves once it has exited. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

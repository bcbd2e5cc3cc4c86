// The API processes `pnpm start` runs: one by default, or N (`--processes N`, API_PROCESSES) on
// consecutive ports behind the bundle servers' round-robin proxy. With several, a process that
// dies is started again (a supervisor's job), and the others serve meanwhile.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The most API processes `pnpm start` runs on one machine. */
export const MAX_PROCESSES = 16;

/**
 * How many API processes: `--processes N` on the command line, else API_PROCESSES, else 1.
 * Throws a sentence for anything but a whole number from 1 to MAX_PROCESSES.
 */
export function processCountFrom(argv = process.argv, env = process.env) {
  const flag = argv.findIndex((arg) => arg === '--processes' || arg.startsWith('--processes='));
  const given =
    flag === -1
      ? env.API_PROCESSES
      : argv[flag].includes('=')
        ? argv[flag].split('=')[1]
        : argv[flag + 1];
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
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
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

import { spawn } from 'node:child_process';
import path from 'node:path';

/** A worker process (`src/worker-main.ts`) a test started, and how it ends. */
export interface WorkerProcess {
  /** Its process id. */
  pid: number;
  /** Resolves with its exit code, or the signal that ended it. */
  exited: Promise<number | string>;
  /** What it logged so far (JSON lines), for a failing test to show. */
  output: () => string;
  /** Sends `signal` and waits for the end (SIGKILL: killed in the middle of its work). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<number | string>;
}

/**
 * Starts the real worker process from its sources, as `pnpm dev` runs the API (tsx, the
 * contract's sources: its `dist` may be older), with the environment of the API it works for
 * (`config` of a test app: its database and folders) and `env` on top (a short lease).
 */
export function startWorkerProcess(
  config: { databaseFile: string; databaseUrl?: string; mediaDir: string },
  env: NodeJS.ProcessEnv = {},
): WorkerProcess {
  const child = spawn(
    process.execPath,
    [
      ...['--conditions=@portal/source', '--import', 'tsx'],
      path.join(import.meta.dirname, '..', 'worker-main.ts'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_FILE: config.databaseFile,
        DATABASE_URL: config.databaseUrl ?? '',
        MEDIA_DIR: config.mediaDir,
        SESSION_SECRET: 'test-secret',
        // Its notifications pushed nowhere unless the test gives a Redis (and a prefix of its own).
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? '')),
  );
  return {
    pid: child.pid!,
    exited,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

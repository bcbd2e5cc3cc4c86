import type { ChildProcess } from 'node:child_process';

/** The most API processes `pnpm start` runs on one machine. */
export const MAX_PROCESSES: number;

/** How many API processes: `--processes N`, else API_PROCESSES, else 1 (throws a sentence). */
export function processCountFrom(argv?: string[], env?: NodeJS.ProcessEnv): number;

/** How many worker processes: `--workers N`, else WORKER_PROCESSES, else 0 (throws a sentence). */
export function workerCountFrom(argv?: string[], env?: NodeJS.ProcessEnv): number;

/** Why worker processes cannot run with this environment (no PostgreSQL or Redis), or null. */
export function workersProblem(count: number, env?: NodeJS.ProcessEnv): string | null;

/** Why several processes cannot run with this environment, or null. */
export function severalProcessesProblem(count: number, env?: NodeJS.ProcessEnv): string | null;

/** Starts `count` API processes on consecutive ports (see api-processes.mjs). */
export function startApiProcesses(options: {
  apiDir: string;
  count: number;
  firstPort: number;
  env: NodeJS.ProcessEnv;
  quiet?: boolean;
  onExit?: (index: number, code: number | string | null) => void;
  restartDelayMs?: number;
  timeoutMs?: number;
}): Promise<{ origins: string[]; children: ChildProcess[]; stop: () => Promise<void> }>;

/** Starts `count` worker processes (api/dist/worker-main.js), each started again if it stops. */
export function startWorkerProcesses(options: {
  apiDir: string;
  count: number;
  env: NodeJS.ProcessEnv;
  quiet?: boolean;
  onExit?: (index: number, code: number | string | null) => void;
  restartDelayMs?: number;
}): { children: ChildProcess[]; stop: () => Promise<void> };

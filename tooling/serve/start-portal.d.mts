import type { ChildProcess } from 'node:child_process';
import type { MailCatcher } from './mail-catcher.mjs';

/** Ports of the API, the host and each remote (by federation name). */
export interface PortalPorts {
  api: number;
  host: number;
  remotes: Record<string, number>;
}

/** Starts the composed portal (see start-portal.mjs). */
export function startPortal(options?: {
  ports?: Partial<Record<string, number>>;
  databaseFile?: string;
  /** API processes (default API_PROCESSES or 1), on consecutive ports from the API's. */
  processes?: number;
  /** Worker processes beside them (default WORKER_PROCESSES or 0): the API's background work. */
  workers?: number;
  /** Hears of a worker process that stopped on its own (it is started again). */
  onWorkerExit?: (index: number, code: number | string | null) => void;
  /** Environment of the API processes beyond this one's (DATABASE_URL, REDIS_URL, …). */
  env?: NodeJS.ProcessEnv;
  /** Hears of an API process that stopped on its own (several are started again). */
  onApiExit?: (index: number, code: number | string | null) => void;
  skip?: string[];
  rebuild?: boolean;
  /** false: serve the builds as they are (the caller has just built them). */
  build?: boolean;
  quiet?: boolean;
  /** The mail catcher's page's port (any free one when left out); no catcher with SMTP_URL. */
  mailPort?: number;
}): Promise<{
  ports: PortalPorts;
  url: string;
  /** The first API process. */
  api: ChildProcess;
  apis: { origins: string[]; children: ChildProcess[]; stop: () => Promise<void> };
  /** The worker processes (none unless asked for). */
  workers: { children: ChildProcess[]; stop: () => Promise<void> };
  /** The development mail catcher the API sends to (undefined when SMTP_URL is set). */
  mail: MailCatcher | undefined;
  stop: () => Promise<void>;
}>;

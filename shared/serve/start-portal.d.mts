import type { ChildProcess } from 'node:child_process';

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
  skip?: string[];
  rebuild?: boolean;
  quiet?: boolean;
}): Promise<{ ports: PortalPorts; url: string; api: ChildProcess; stop: () => Promise<void> }>;

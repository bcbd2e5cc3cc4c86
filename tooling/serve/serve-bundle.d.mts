import type { Server } from 'node:http';

/** Starts a bundle server (see serve-bundle.mjs); resolves once it listens. */
export function serveBundle(options: {
  dir: string;
  port: number;
  /** The API origin, or several comma-separated. */
  api: string;
  /** The registry this server hands out at /config/remotes.json (the host's). */
  remotes?: () => string;
  host?: string;
  log?: boolean;
  frameable?: boolean;
  remoteOrigins?: string[];
  /** A remote's folder of releases, served at /releases/ (see ../releases.mjs). */
  releases?: string;
}): Promise<{ close: () => Promise<void>; server: Server }>;

#!/usr/bin/env node
// `pnpm start`: builds what is missing or older than its sources, starts the API (SQLite, demo seed on first start), then
// serves the host and each remote from its own origin, and prints the URL and demo accounts.
// `pnpm dev` (--dev) runs the API in watch mode and rspack dev servers instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { portsFrom, remoteRegistry, REMOTES } from '../build/remotes.mjs';
import { EMBED_REMOTE, originsOf } from './page-headers.mjs';
import { serveBundle } from './serve-bundle.mjs';
import { buildTargets, staleBuilds } from './stale-builds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The demo accounts of the development seed (password Passw0rd!). */
export const DEMO_ACCOUNTS = [
  ['admin@example.com', 'admin: may impersonate, security overrides'],
  ['showcase@example.com', 'showcase user: switches between clients'],
  ['client@example.com', 'client user of Harbour & Co Architects'],
];

/**
 * Builds what is missing or older than its sources (all of it with `rebuild`), saying why, and
 * marks each build done (a compiler that found nothing to emit leaves its old output untouched).
 */
function buildWhatIsStale(skip, rebuild, quiet) {
  const targets = buildTargets(skip);
  const stale = rebuild
    ? targets.map((target) => ({ ...target, reason: 'asked to rebuild' }))
    : staleBuilds(ROOT, targets);
  if (stale.length === 0) return;
  if (!quiet) {
    console.log('Building what changed since the last build:');
    for (const target of stale) console.log(`  ${target.name}: ${target.reason}`);
  }
  const filters = stale.flatMap((target) => ['--filter', `./${target.dir}`]);
  const build = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    throw new Error(
      'The build failed. If a pull changed pnpm-lock.yaml, run `pnpm install` first, then `pnpm start`.',
    );
  }
  const now = new Date();
  for (const target of stale) fs.utimesSync(path.join(ROOT, target.output), now, now);
}

async function waitForApi(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}.`);
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
 * Starts the composed portal. Options: ports (see portsFrom in ../build/remotes.mjs), databaseFile,
 * skip (remote names left unserved), rebuild, quiet. Resolves to { urls, stop }.
 */
export async function startPortal(options = {}) {
  const ports = portsFrom(process.env, options.ports);
  const skip = new Set(
    options.skip ?? (process.env.PORTAL_SKIP_REMOTES ?? '').split(',').filter(Boolean),
  );
  buildWhatIsStale(skip, options.rebuild, options.quiet);
  const apiOrigin = `http://localhost:${ports.api}`;
  const api = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(ROOT, 'api'),
    stdio: options.quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.api),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.host}`,
      ...(options.databaseFile ? { DATABASE_FILE: options.databaseFile } : {}),
    },
  });
  const servers = [];
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    if (api.exitCode === null) api.kill('SIGTERM');
  };
  try {
    await waitForApi(`${apiOrigin}/api/health`, api);
    const registry = remoteRegistry(ports.remotes);
    const remotesFile = process.env.PORTAL_REMOTES_FILE;
    // The remotes' own pages may load what the host's registry names (the host reads its
    // registry for each page, so a changed file applies without a restart).
    const remoteOrigins = originsOf(
      remotesFile ? JSON.parse(fs.readFileSync(remotesFile, 'utf8')) : registry,
    );
    servers.push(
      await serveBundle({
        dir: path.join(ROOT, 'host', 'dist'),
        port: ports.host,
        api: apiOrigin,
        remotes: () =>
          remotesFile ? fs.readFileSync(remotesFile, 'utf8') : JSON.stringify(registry),
      }),
    );
    for (const [name, remote] of Object.entries(REMOTES)) {
      if (skip.has(name)) continue;
      servers.push(
        await serveBundle({
          dir: path.join(ROOT, remote.dir, 'dist'),
          port: ports.remotes[name],
          api: apiOrigin,
          remoteOrigins,
          // Its pages are meant for other sites' iframes (EMBED_FRAME_ANCESTORS).
          frameable: name === EMBED_REMOTE,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, url: `http://localhost:${ports.host}`, api, stop };
}

function printReady({ url, ports }, skipped) {
  console.log(`\nPortal ready at ${url}\n`);
  console.log('Demo accounts (password Passw0rd!, development seed only):');
  for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(24)} ${role}`);
  console.log(`\nAPI on http://localhost:${ports.api}; remotes:`);
  for (const [name, port] of Object.entries(ports.remotes)) {
    console.log(
      `  ${name.padEnd(18)} http://localhost:${port}${skipped.has(name) ? ' (not served)' : ''}`,
    );
  }
  console.log('\nStop with Ctrl+C.');
}

function runDev() {
  const children = [spawn('pnpm', ['--filter', 'api', 'dev'], { cwd: ROOT, stdio: 'inherit' })];
  for (const pkg of ['host', ...Object.values(REMOTES).map((r) => r.dir)]) {
    children.push(spawn('pnpm', ['--filter', pkg, 'dev'], { cwd: ROOT, stdio: 'inherit' }));
  }
  const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  console.log(
    `Development servers starting; the portal will answer at http://localhost:${portsFrom().host}`,
  );
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  if (process.argv.includes('--dev')) {
    runDev();
  } else {
    const skipped = new Set((process.env.PORTAL_SKIP_REMOTES ?? '').split(',').filter(Boolean));
    startPortal({ rebuild: process.argv.includes('--rebuild') }).then(
      (portal) => {
        printReady(portal, skipped);
        const shutdown = () => portal.stop().then(() => process.exit(0));
        process.on('SIGINT', shutdown);
        process.on('SIGTERM', shutdown);
        portal.api.on('exit', (code) => {
          console.error(`The API stopped (code ${code}); stopping the portal.`);
          portal.stop().then(() => process.exit(1));
        });
      },
      (error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  }
}

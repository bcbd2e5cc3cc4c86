#!/usr/bin/env node
// `pnpm start`: builds what is missing or older than its sources, starts the API (SQLite, demo seed on first start), then
// serves the host and each remote from its own origin, and prints the URL, the demo accounts and where
// the e-mail it sends is read (the mail catcher, unless SMTP_URL is set).
// `pnpm start --processes N` (or API_PROCESSES=N) runs N API processes behind a round-robin proxy
// (needs REDIS_URL; DATABASE_URL=postgres://… for PostgreSQL). `--workers M` (WORKER_PROCESSES)
// adds M worker processes (api/src/worker-main.ts: previews, download jobs, mail) beside them,
// and the API processes then run no background work (BACKGROUND_WORK=0); they need both.
// `pnpm dev` (--dev) runs the API in watch mode and rspack dev servers instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, releasesOf, registryWithReleases } from '../releases.mjs';
import { portsFrom, remoteRegistry, REMOTES } from '../remotes.mjs';
import {
  processCountFrom,
  severalProcessesProblem,
  startApiProcesses,
  startWorkerProcesses,
  workerCountFrom,
  workersProblem,
} from './api-processes.mjs';
import { explainStartFailure, portClaims, portInUseMessage, portsProblem } from './free-ports.mjs';
import { builtDemoAccountLines } from './demo-accounts.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { EMBED_REMOTE, originsOf } from './page-headers.mjs';
import { serveBundle } from './serve-bundle.mjs';
import { buildTargets, staleBuilds } from './stale-builds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

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

/**
 * Starts the composed portal. Options: ports (see portsFrom in ../remotes.mjs), mailPort (the
 * mail catcher's page, started unless SMTP_URL is set; any free port without it), databaseFile,
 * processes (API processes, default API_PROCESSES or 1; several take consecutive ports from the
 * API's), workers (worker processes, default WORKER_PROCESSES or 0; with any, the API processes
 * leave the background work to them), onApiExit (index, code) of a process that stopped on its
 * own (onWorkerExit the same of a worker, which is started again), skip (remote names left
 * unserved), rebuild, build (false: serve the builds as they are, for a caller that has just built
 * them and may have another portal serving them: a rebuild would replace its files under it),
 * quiet, releasesDir (the remotes' releases: releases/ by default). Resolves to { ports, url, api
 * (the first process), apis, workers ({ children, stop }), mail (the catcher: url, messages();
 * undefined with SMTP_URL), stop }.
 * A port that is taken (or given twice) stops it with one sentence naming the port, the part and
 * the variable that moves it, before anything is built or started (free-ports.mjs).
 */
export async function startPortal(options = {}) {
  const ports = portsFrom(process.env, options.ports);
  const skip = new Set(
    options.skip ?? (process.env.PORTAL_SKIP_REMOTES ?? '').split(',').filter(Boolean),
  );
  const processes = options.processes ?? processCountFrom([], process.env);
  const workerCount = options.workers ?? workerCountFrom([], process.env);
  const given = { ...process.env, ...options.env };
  const problem = severalProcessesProblem(processes, given) ?? workersProblem(workerCount, given);
  if (problem) throw new Error(problem);
  // Every port free before anything is built or started.
  const claims = portClaims(ports, { processes, skip });
  const portProblem = await portsProblem(claims);
  if (portProblem) throw new Error(portProblem);
  if (options.build !== false) buildWhatIsStale(skip, options.rebuild, options.quiet);
  const mail = await catchMail(options);
  const apiDir = path.join(ROOT, 'api');
  const env = {
    ...process.env,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.host}`,
    ...(options.databaseFile ? { DATABASE_FILE: options.databaseFile } : {}),
    ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
    ...options.env,
  };
  const apis = await startApiProcesses({
    apiDir,
    count: processes,
    firstPort: ports.api,
    quiet: options.quiet,
    onExit: options.onApiExit,
    // With workers beside them, the API processes only queue: no previews, zips or mail here.
    env: workerCount > 0 ? { ...env, BACKGROUND_WORK: '0' } : env,
  }).catch(async (error) => {
    await mail?.stop();
    throw await explainStartFailure(error, claims);
  });
  // After the API processes: the first ran the migrations and the first start's seed.
  const workers = startWorkerProcesses({
    apiDir,
    count: workerCount,
    quiet: options.quiet,
    onExit: options.onWorkerExit,
    env,
  });
  // The bundle servers take the API processes in turn.
  const apiOrigin = apis.origins.join(',');
  const servers = [];
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await Promise.all([apis.stop(), workers.stop()]);
    await mail?.stop();
  };
  try {
    const registry = remoteRegistry(ports.remotes);
    const releasesDir = options.releasesDir ?? RELEASES_DIR;
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
        // Each remote's current release, if it has one (pnpm remote:release), from the next load.
        remotes: () =>
          JSON.stringify(
            registryWithReleases(
              remotesFile ? JSON.parse(fs.readFileSync(remotesFile, 'utf8')) : registry,
              releasesDir,
            ),
          ),
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
          releases: releasesOf(name, releasesDir),
          // Its pages are meant for other sites' iframes (EMBED_FRAME_ANCESTORS).
          frameable: name === EMBED_REMOTE,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw await explainStartFailure(error, claims);
  }
  return {
    ports,
    url: `http://localhost:${ports.host}`,
    api: apis.children[0],
    apis,
    workers,
    mail,
    stop,
  };
}

/** The mail catcher's page's default port (`pnpm start`), and the variable that moves it. */
export const MAIL_CATCHER_PORT = { port: 8025, portEnv: 'MAIL_CATCHER_PORT' };

/**
 * The development mail catcher (mail-catcher.mjs) the API sends to, unless an SMTP server is
 * configured (SMTP_URL): its page on `options.mailPort` (any free port when not given).
 */
async function catchMail(options) {
  if (options.env?.SMTP_URL ?? process.env.SMTP_URL) return undefined;
  const webPort = options.mailPort ?? 0;
  return startMailCatcher({ webPort }).catch((error) => {
    if (error?.code !== 'EADDRINUSE') throw error;
    throw new Error(
      portInUseMessage({ port: webPort, part: 'the mail catcher', ...MAIL_CATCHER_PORT }),
    );
  });
}

function printReady({ url, ports, apis, workers, mail }, skipped, accounts) {
  console.log(`\nPortal ready at ${url}\n`);
  for (const line of accounts) console.log(line);
  console.log(
    mail
      ? `\nE-mail the portal sends is caught, not delivered: read it at ${mail.url}`
      : '\nE-mail goes to the SMTP server of SMTP_URL.',
  );
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const redis = process.env.REDIS_URL ? ', Redis' : '';
  const count = workers.children.length;
  if (count > 0) {
    console.log(
      `\n${count} worker process${count === 1 ? '' : 'es'} making previews, zips and e-mail (the API processes make none).`,
    );
  }
  console.log(
    apis.origins.length === 1
      ? `\nAPI on http://localhost:${ports.api} (${engine}${redis}); remotes:`
      : `\n${apis.origins.length} API processes (${engine}${redis}), taken in turn: ${apis.origins.join(' ')}; remotes:`,
  );
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
    let portal;
    const start = async () => {
      const processes = processCountFrom(process.argv, process.env);
      portal = await startPortal({
        rebuild: process.argv.includes('--rebuild'),
        processes,
        workers: workerCountFrom(process.argv, process.env),
        onWorkerExit: (index, code) =>
          console.error(`Worker process ${index + 1} stopped (${code}); starting it again.`),
        mailPort: Number(process.env[MAIL_CATCHER_PORT.portEnv] ?? MAIL_CATCHER_PORT.port),
        onApiExit: (index, code) => {
          if (processes > 1) {
            console.error(`API process ${index + 1} stopped (${code}); starting it again.`);
            return;
          }
          console.error(`The API stopped (code ${code}); stopping the portal.`);
          portal?.stop().then(() => process.exit(1));
        },
      });
      return portal;
    };
    start().then(
      async (started) => {
        const shutdown = () => started.stop().then(() => process.exit(0));
        process.on('SIGINT', shutdown);
        process.on('SIGTERM', shutdown);
        printReady(started, skipped, await builtDemoAccountLines(ROOT));
      },
      (error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  }
}

#!/usr/bin/env node
// Serves one built bundle (the host or a remote) from its own origin: static files with CORS for
// federation, an index.html fallback for client routes, and a proxy of /api, /hubs and
// /config/config.json to the API so the bundle also works alone.
//   portal-serve [--dir dist] [--port N] [--remotes remotes.json] [--api http://localhost:5050]
// Without --port (or PORT) it serves on the port of the package it runs in (shared/remotes.json).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { portsFrom, REMOTES } from '../build/remotes.mjs';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const ENTRY_POINT = /(remoteEntry\.js|mf-manifest\.json|\/config\/[^/]+\.json)$/;

/** Starts a bundle server; resolves to the Fastify instance once it listens. */
export async function serveBundle({ dir, port, api, remotes, host = '0.0.0.0', log = false }) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: build the bundle first (pnpm build).`);
  }
  const app = Fastify({ logger: log });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // Entry points name the content-hashed files of the current deploy, so they are revalidated
    // on every load; the hashed files themselves never change and are cached for a year.
    const url = request.url.split('?')[0];
    if (HASHED_ASSET.test(url)) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (
      reply.getHeader('content-type')?.toString().startsWith('text/html') ||
      ENTRY_POINT.test(url)
    ) {
      reply.header('Cache-Control', 'no-cache');
    }
  });
  if (remotes) {
    // The registry is data: redeploying a remote means changing this file, not rebuilding the host.
    app.get('/config/remotes.json', async (_request, reply) =>
      reply.type('application/json').header('Cache-Control', 'no-cache').send(remotes()),
    );
  }
  for (const prefix of ['/api', '/hubs', '/config/config.json']) {
    await app.register(httpProxy, {
      upstream: api,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/hubs',
      // The hub refuses foreign pages (cross-site WebSocket hijacking): pass on who asked, and
      // from which page, besides the session cookie the proxy forwards by default.
      wsClientOptions: {
        rewriteRequestHeaders: (headers, request) => ({
          ...headers,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers.origin ? { origin: request.headers.origin } : {}),
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-for': request.ip,
        }),
      },
      http: { requestOptions: { timeout: 0 } },
      replyOptions: {
        // A stopped API is a gateway problem, not a crash of this server.
        onError: (reply, { error }) => {
          reply.log.warn(error, 'API unreachable');
          reply.code(502).send({ message: 'The portal API is not reachable. Try again shortly.' });
        },
      },
    });
  }
  await app.register(fastifyStatic, { root, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html')) {
      return reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  await app.listen({ port, host });
  return app;
}

/** The port of the package in the current folder (the host or a remote), as `pnpm start` runs. */
function packagePort() {
  const { name } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const ports = portsFrom();
  const remote = Object.entries(REMOTES).find(([, r]) => r.dir === name);
  if (name === 'host') return ports.host;
  return remote ? ports.remotes[remote[0]] : undefined;
}

const isMain =
  process.argv[1] &&
  fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      api: {
        type: 'string',
        default: process.env.API_ORIGIN ?? `http://localhost:${portsFrom().api}`,
      },
      remotes: { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? packagePort());
  if (!port) {
    console.error(
      'This folder is neither the host nor a remote of shared/remotes.json: pass --port.',
    );
    process.exit(1);
  }
  const remotesFile = values.remotes ? path.resolve(values.remotes) : undefined;
  serveBundle({
    dir: values.dir,
    port,
    api: values.api,
    remotes: remotesFile ? () => fs.readFileSync(remotesFile, 'utf8') : undefined,
  }).then(
    () => console.log(`Serving ${path.resolve(values.dir)} at http://localhost:${port}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

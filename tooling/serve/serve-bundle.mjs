#!/usr/bin/env node
// Serves one built bundle (the host or a remote) from its own origin: static files with CORS for
// federation, an index.html fallback for client routes, pages with a Content-Security-Policy
// and framing refused (but embed pages), and a proxy of /api, /hubs and /config/config.json to
// the API (naming the visitor in X-Forwarded-For) so the bundle also works alone.
//   portal-serve [--dir dist] [--port N] [--remotes remotes.json] [--api http://localhost:5050]
//                [--frameable]
// --api (or API_ORIGIN) may list several API processes, comma-separated: they are taken in turn.
// Without --port (or PORT) it serves on the port of the package it runs in (shared/remotes.json);
// --frameable (automatic for the embed remote) lets EMBED_FRAME_ANCESTORS frame every page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { releasesOf, registryWithReleases } from '../releases.mjs';
import { portsFrom, remoteRegistry, REMOTES } from '../remotes.mjs';
import { apiUpstreams } from './api-upstreams.mjs';
import { answerBadUrlsAsTheApi } from './bad-url.mjs';
import {
  contentSecurityPolicy,
  defaultRemoteOrigins,
  EMBED_REMOTE,
  frameAncestorsFrom,
  isEmbedPath,
  isSharePath,
  originsOf,
} from './page-headers.mjs';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const ENTRY_POINT = /(remoteEntry\.js|mf-manifest\.json|\/config\/[^/]+\.json)$/;
const PROXIED = ['/api', '/hubs', '/config/config.json'];

/** True when the matched route is one of the API proxy's (its answers keep the API's headers). */
const isProxied = (route = '') =>
  PROXIED.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

/** The remotes' origins of the registry the host serves (or shared/remotes.json's ports). */
function remoteOriginsOf(remotes) {
  if (!remotes) return defaultRemoteOrigins();
  try {
    return originsOf(JSON.parse(remotes()));
  } catch {
    return defaultRemoteOrigins();
  }
}

/** BUNDLE_TRUST_PROXY: addresses, ranges or `loopback` of a proxy in front; unset or none: no one. */
function trustedHops(value) {
  const list = (value ?? '').trim();
  return list === '' || list.toLowerCase() === 'none' ? false : list;
}

/**
 * Starts a bundle server; resolves to the Fastify instance once it listens. `frameable`: every
 * page may be framed by `frameAncestors` (the embed remote); otherwise only the embed routes.
 * `remoteOrigins`: where pages may load remotes from (by default the origins of the registry
 * this server hands out, else of shared/remotes.json's ports).
 * `trustProxy`: hops in front of this server whose X-Forwarded-For is believed (none by default:
 * the visitor is the peer of the connection). `releases`: a remote's folder of releases, served at
 * /releases/ (`remotes`, the host's registry, names the current ones: ../releases.mjs).
 */
export async function serveBundle({
  dir,
  port,
  api,
  remotes,
  host = '0.0.0.0',
  log = false,
  frameable = false,
  remoteOrigins,
  frameAncestors = frameAncestorsFrom(process.env.EMBED_FRAME_ANCESTORS),
  trustProxy = trustedHops(process.env.BUNDLE_TRUST_PROXY),
  releases,
}) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: build the bundle first (pnpm build).`);
  }
  // The API believes X-Forwarded-For from this hop only (its TRUST_PROXY): name the visitor here,
  // replacing whatever the visitor sent, so nobody picks the address its limits and audit see.
  const forwarded = (request) => ({
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host ?? '',
    'x-forwarded-proto': request.protocol,
  });
  // One API process, or several taken in turn (api-upstreams.mjs); the chosen one is kept on
  // the request, so a failure marks that very process down.
  const upstreams = apiUpstreams(api);
  const single = upstreams.origins.length === 1;
  const upstreamOf = (request) => {
    request.apiUpstream ??= upstreams.next();
    return request.apiUpstream;
  };
  // A stopped API is a gateway problem, not a crash of this server.
  const apiUnreachable = (reply, error) => {
    reply.log.warn(error, 'API unreachable');
    if (reply.request.apiUpstream) upstreams.markDown(reply.request.apiUpstream);
    return reply
      .code(502)
      .send({ message: 'The portal API is not reachable. Try again shortly.', errors: {} });
  };
  // Large reads and writes on each socket: an upload's 100 MB chunks pass the proxy in 1 MB
  // pieces rather than 16 KB ones (the proxied stream's share of a raw copy: see pnpm bench).
  const app = Fastify({
    logger: log,
    trustProxy,
    http: { highWaterMark: 1024 * 1024 },
    // An address the router cannot read gets the API's 400 (bad-url.mjs), page or /api alike.
    frameworkErrors: answerBadUrlsAsTheApi({
      upstreamOf,
      headersOf: forwarded,
      unreachable: apiUnreachable,
    }),
  });
  app.addHook('onClose', async () => upstreams.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    if (isProxied(request.routeOptions.url)) return;
    reply.header('X-Content-Type-Options', 'nosniff');
    if (reply.getHeader('content-type')?.toString().startsWith('text/html')) {
      const embeddable = frameable || isEmbedPath(request.url.split('?')[0]);
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy({
          remoteOrigins: remoteOrigins ?? remoteOriginsOf(remotes),
          host: request.host,
          frameAncestors: embeddable ? frameAncestors : ["'none'"],
        }),
      );
      if (!embeddable) reply.header('X-Frame-Options', 'DENY');
      // A share or upload link's token is in the address: no referrer carries it away, no index keeps it.
      if (isSharePath(request.url.split('?')[0])) {
        reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow');
      }
    }
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
    // Revalidated on every load: an unchanged registry costs a 304.
    app.get('/config/remotes.json', async (request, reply) => {
      const body = remotes();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json').send(body);
    });
  }
  for (const prefix of PROXIED) {
    await app.register(httpProxy, {
      upstream: single ? upstreams.origins[0] : '',
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
          ...forwarded(request),
        }),
      },
      http: { requestOptions: { timeout: 0 } },
      replyOptions: {
        ...(single ? {} : { getUpstream: upstreamOf }),
        rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwarded(request) }),
        onError: (reply, { error }) => apiUnreachable(reply, error),
      },
    });
  }
  // The build writes .br and .gz beside each file (precompress-plugin.mjs): sent by the
  // visitor's Accept-Encoding, with an ETag and `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, { root, index: ['index.html'], preCompressed: true });
  // A remote's releases (../releases.mjs), each under /releases/<build id>/, as its own files are.
  if (releases) {
    fs.mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(releases),
      prefix: '/releases/',
      decorateReply: false,
      index: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html')) {
      return reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found', errors: {} });
  });
  await app.listen({ port, host });
  return app;
}

/** The package in the current folder: 'host', a remote's federation name, or undefined. */
function currentPackage() {
  try {
    const { name } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    if (name === 'host') return 'host';
    return Object.entries(REMOTES).find(([, r]) => r.dir === name)?.[0];
  } catch {
    return undefined;
  }
}

/** The port of the package in the current folder (the host or a remote), as `pnpm start` runs. */
function packagePort() {
  const name = currentPackage();
  const ports = portsFrom();
  if (name === 'host') return ports.host;
  return name ? ports.remotes[name] : undefined;
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
      releases: { type: 'string' },
      frameable: { type: 'boolean', default: currentPackage() === EMBED_REMOTE },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? packagePort());
  if (!Number.isInteger(port)) {
    console.error(
      'This folder is neither the host nor a remote of shared/remotes.json: pass --port.',
    );
    process.exit(1);
  }
  const remotesFile = values.remotes ? path.resolve(values.remotes) : undefined;
  const releases = values.releases ? path.resolve(values.releases) : undefined;
  const name = currentPackage();
  // The host hands out its registry with the current releases; a remote serves its releases.
  const registry = () => {
    const base = remotesFile
      ? JSON.parse(fs.readFileSync(remotesFile, 'utf8'))
      : remoteRegistry(portsFrom().remotes);
    return JSON.stringify(releases ? registryWithReleases(base, releases) : base);
  };
  serveBundle({
    dir: values.dir,
    port,
    api: values.api,
    remotes: remotesFile || (name === 'host' && releases) ? registry : undefined,
    releases: name && name !== 'host' && releases ? releasesOf(name, releases) : undefined,
    frameable: values.frameable,
  }).then(
    (app) =>
      console.log(
        `Serving ${path.resolve(values.dir)} at http://localhost:${app.server.address().port}`,
      ),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

// The security headers of the pages a bundle server serves: a Content-Security-Policy built from
// where the remotes are served, and who may frame the page (nobody, except the embed pages).
import { portsFrom, remoteRegistry } from '../remotes.mjs';

/** The federation name of the remote whose every page is meant for other sites' iframes. */
export const EMBED_REMOTE = 'mfe_embed';

/**
 * Client routes of the host meant for iframes: the embed layout's (the embeds and the engagement
 * form), and a share link's page (what a link shares may be shown on another site, as a Showcase
 * post may).
 */
const EMBED_PATHS = [
  /^\/embed(\/|$)/,
  /^\/project\/[^/]+\/post\/[^/]+\/embed(\/|$)/,
  /^\/engagement\/?$/,
  /^\/share\//,
];

/** Share and upload link pages: the token is in the address. */
const SHARE_PATH = /^\/(share|upload)\//;

/** True for a share or upload link's page (kept out of search engines, sending no referrer). */
export const isSharePath = (pathname) => SHARE_PATH.test(pathname);

/** True for a page path that other sites may frame. */
export const isEmbedPath = (pathname) => EMBED_PATHS.some((pattern) => pattern.test(pathname));

// A source expression of CSP: a keyword, a scheme, or [scheme://]host[:port][/path] with wildcards.
const SOURCE =
  /^('self'|'none'|\*|[a-z][a-z0-9+.-]*:(\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?(\/[^\s;,]*)?)?|(\*\.)?[a-z0-9.-]+(:(\d+|\*))?)$/i;

/**
 * The origins that may frame the embed pages: EMBED_FRAME_ANCESTORS (space- or comma-separated
 * CSP sources, e.g. `https://client.example https://*.partner.example`), `*` when unset.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function frameAncestorsFrom(value) {
  const sources = (value ?? '*').split(/[\s,]+/).filter(Boolean);
  const wrong = sources.filter((source) => !SOURCE.test(source));
  if (sources.length === 0 || wrong.length > 0) {
    throw new Error(
      `EMBED_FRAME_ANCESTORS must list origins such as https://client.example (or *): ${wrong.join(' ')}`,
    );
  }
  return sources;
}

/**
 * The origins of the remotes in a registry (remote name → its mf-manifest.json URL).
 * @param {Record<string, string>} registry
 * @returns {string[]}
 */
export function originsOf(registry) {
  const origins = new Set();
  for (const url of Object.values(registry)) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not a URL: the host's own check of the registry reports it.
    }
  }
  return [...origins];
}

/** The remotes' origins when no registry is served: shared/remotes.json's ports. */
export const defaultRemoteOrigins = () => originsOf(remoteRegistry(portsFrom().remotes));

const HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The Content-Security-Policy of a page. Module Federation fetches each remote's manifest
 * (connect-src), then loads its entry and chunks as scripts, its CSS and its assets from the
 * remote's own origin; Mantine sets inline styles; the media viewers instantiate wasm and start
 * workers (pdf.js, Cesium) from the remote, blob-wrapped; the hub is a WebSocket on the page's
 * own origin (listed explicitly, as older browsers do not count ws: as 'self').
 * Media linked by address (a studio's CDN, a provider's Pixel Stream page) come from hosts the
 * build cannot know, so pictures, video, fetched files (PDF, CZML) and frames accept any https
 * origin: the API admits only https addresses (and a stream only on its variant's hosts), and
 * scripts stay limited to the portal's own origins, which is what stops injected code.
 * @param {{ remoteOrigins: string[], host?: string, frameAncestors: string[] }} options
 */
export function contentSecurityPolicy({ remoteOrigins, host, frameAncestors }) {
  const remotes = remoteOrigins.join(' ');
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: https: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self'${sockets} https: ${remotes}`,
    "media-src 'self' blob: https:",
    `frame-src 'self' https: ${remotes}`,
    `worker-src 'self' blob: ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

import type { IncomingHttpHeaders } from 'node:http';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a WebSocket upgrade may proceed from this Origin: the portal's own origins, or a page
 * served by the host the request was sent to. Browsers always send Origin on WebSockets, so a
 * missing one is a non-browser client (a server-side proxy, a test), which cookies cannot be
 * forged by; a present but foreign one is cross-site WebSocket hijacking and is refused.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]) {
  const origin = headers.origin;
  if (origin === undefined) return true;
  const given = originOf(origin);
  if (given === null) return false;
  if (allowedOrigins.some((allowed) => originOf(allowed) === given)) return true;
  const forwarded = headers['x-forwarded-host'];
  const hosts = [headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  const host = new URL(given).host;
  return hosts.some((candidate) => candidate?.trim().toLowerCase() === host);
}

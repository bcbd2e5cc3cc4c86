import {
  SHARE_API_PREFIX,
  SHARE_PAGE_PREFIX,
  UPLOAD_LINK_API_PREFIX,
  UPLOAD_LINK_PAGE_PREFIX,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';

const tokenAfter = (prefix: string) => new RegExp(`(${prefix.replace(/[/]/g, '\\/')})[^/?#]+`, 'g');
const SHARE_TOKENS = [
  SHARE_API_PREFIX,
  SHARE_PAGE_PREFIX,
  UPLOAD_LINK_API_PREFIX,
  UPLOAD_LINK_PAGE_PREFIX,
].map(tokenAfter);

/** A path with the token of any share or upload link replaced, so tokens never reach the logs. */
export const redactShareTokens = (url: string) =>
  SHARE_TOKENS.reduce((text, pattern) => text.replace(pattern, '$1[token]'), url);

/** What a request log line says of the request (Fastify's fields, the URL redacted). */
export const redactedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactShareTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

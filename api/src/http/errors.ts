import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isDatabaseBusy, isUnstorableValue } from '../db/errors.js';

/** Field name → messages; '' holds general errors (the shape the front end reads). */
export type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status and a JSON body the client can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
    /** Headers the answer carries (Retry-After of a 429 or 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400 with a field-error map. */
export const badRequest = (message: string, errors: FieldErrors = {}) =>
  new HttpError(400, message, errors);
/** 401: not signed in. */
export const unauthorized = (message = 'You need to sign in to do that.') =>
  new HttpError(401, message);
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'You do not have permission to do that.') =>
  new HttpError(403, message);
/** 404: absent, or not visible to this user (existence is not revealed). */
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** 409: allowed, but not in this state (an archived project, a full queue). */
export const conflict = (message: string) => new HttpError(409, message);

/** 503 with Retry-After: try again shortly (the database is busy, the API is stopping). */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, {}, { 'retry-after': String(retryAfterSeconds) });

/**
 * Text of the 503 while the database cannot take the request now: another process holds SQLite's
 * write lock, or PostgreSQL refused a lock wait or a conflicting transaction (db/errors.ts).
 */
export const DATABASE_BUSY = 'The portal is busy right now. Please try again in a moment.';

/** Text of the 400 for a value the database cannot hold (a NUL character in a field). */
const UNSTORABLE_VALUE = 'The request holds characters or numbers that cannot be stored.';

/** Every failure becomes JSON; bad input is a 4xx with a clear message, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'Database busy');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ message: DATABASE_BUSY, errors: {} });
    }
    if (isUnstorableValue(error)) {
      return reply
        .code(400)
        .send({ message: UNSTORABLE_VALUE, errors: { '': [UNSTORABLE_VALUE] } });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: error.message, errors: {} });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large...: the client's fault, said plainly.
      return reply.code(status).send({ message: clientErrorMessage(error), errors: {} });
    }
    request.log.error(error);
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', errors: {} });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      errors: {},
    }),
  );
}

/**
 * Text of the 400 for an address the router cannot read (a bad percent-encoding). The bundle
 * servers pass such an address on to the API and answer with its answer (tooling/serve/bad-url.mjs),
 * so this is the one place it is written.
 */
export const BAD_URL = 'The address of the request is not valid.';

/**
 * Fastify answers an unreadable URL from its router, before any route, hook or the error handler
 * (`frameworkErrors` is the only way in): the same 400 shape, whatever the path. No onSend hook
 * runs for it either, so it carries private-answers.ts's headers itself.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_BAD_URL' ? BAD_URL : 'Bad request.';
  reply
    .code(400)
    .headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' })
    .send({ message, errors: {} });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/** A request Node cannot parse (before Fastify sees it): the same JSON shape, then hang up. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
  if (!socket.writable) return socket.destroy(error);
  const body = JSON.stringify({ message, errors: {} });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n${body}`,
  );
}

/**
 * The server options that route Fastify's own failures (unreadable URLs, malformed requests)
 * into the `{ message, errors }` shape; the 503 while stopping is shutdown.ts's.
 */
export const errorServerOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies FastifyServerOptions;

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  return error.message || 'Bad request.';
}

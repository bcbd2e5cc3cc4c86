import type { FastifyError, FastifyInstance } from 'fastify';

/** Field name → messages; '' holds general errors (the shape the front end reads). */
export type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status and a JSON body the client can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
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

/** Every failure becomes JSON; bad input is a 4xx with a clear message, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
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

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  return error.message || 'Bad request.';
}

import { ErrorBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';

/**
 * Tests only: every JSON answer is parsed with the schema its endpoint declares (or the error
 * shape for a 4xx/5xx). A mismatch turns the answer into a 500 naming the wrong fields, so a
 * server change that would break a client fails the API's own tests.
 */
export function registerResponseCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.includes('application/json')) return payload;
    const endpoint = request.routeOptions.config.endpoint;
    const schema =
      reply.statusCode >= 400
        ? ErrorBodySchema
        : endpoint && (endpoint.kind ?? 'json') === 'json'
          ? endpoint.response
          : undefined;
    if (!schema) {
      if (!endpoint || reply.statusCode >= 300) return payload;
      return mismatch(
        reply,
        `${endpoint.method} ${endpoint.path} answered JSON it does not declare`,
      );
    }
    const result = v.safeParse(schema, JSON.parse(payload));
    if (result.success) return payload;
    const where = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    return mismatch(reply, `${request.method} ${request.url} broke its contract: ${where}`);
  });
}

function mismatch(reply: { code: (status: number) => unknown }, message: string) {
  reply.code(500);
  return JSON.stringify({ message, errors: {} });
}

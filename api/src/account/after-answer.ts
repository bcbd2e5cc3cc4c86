import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Runs work once the answer has gone out (or the caller has gone), so how long the work takes,
 * and whether it fails, cannot be read from the answer; a failure is logged.
 */
export function afterAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  work: () => Promise<unknown>,
) {
  reply.raw.once('close', () => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => request.log.error({ err: error }, `${what} failed`));
  });
}

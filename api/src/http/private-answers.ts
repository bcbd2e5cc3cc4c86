import type { FastifyInstance } from 'fastify';

/**
 * Every answer is `nosniff`, and is never stored by a browser or a proxy unless its route chose
 * its own caching (public files: logos, showcase media; the runtime configuration): JSON here
 * is private to the session that asked for it.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

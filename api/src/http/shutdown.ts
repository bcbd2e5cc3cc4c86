import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from './errors.js';

/** Text of the 503 for a request that arrives while the API stops. */
export const SHUTTING_DOWN = 'The portal is restarting. Please try again in a moment.';

/**
 * Requests that reach a stopping API (on a connection that was already open) get the usual
 * `{ message, errors }` 503 with Retry-After, and the connection is closed after it. Pass
 * `return503OnClosing: false` to Fastify so this answers instead of Fastify's own body.
 */
export function registerShutdownRefusal(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    reply.header('connection', 'close');
    throw serviceUnavailable(SHUTTING_DOWN, 5);
  });
}

/**
 * Stops the API: closes it (no new connections, open requests finish, hooks release the
 * database and the worker), but no longer than `deadlineMs`: then every open connection (a
 * download nobody reads, a request whose body never comes) is destroyed so the close completes.
 * Resolves to 'clean' or 'forced'.
 */
export async function closeWithDeadline(
  app: FastifyInstance,
  deadlineMs: number,
): Promise<'clean' | 'forced'> {
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => 'clean' as const);
  const deadline = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), deadlineMs);
  });
  try {
    const outcome = await Promise.race([closed, deadline]);
    if (outcome === 'clean') return outcome;
    app.log.warn(`Connections still open ${deadlineMs} ms after the stop began: closing them.`);
    app.server.closeAllConnections();
    await closed;
    return 'forced';
  } finally {
    clearTimeout(timer);
  }
}

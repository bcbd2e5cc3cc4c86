import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { NotificationHub } from '../hub/hub.js';
import { GuestSessionFeeds } from './session-guests.js';
import { ReviewSessions } from './session-hub.js';
import { redisSessionStore } from './session-redis-store.js';
import { memorySessionStore } from './session-store.js';

/**
 * Starts the live review sessions on the hub (its methods; the media groups' hooks are the
 * returned sessions'): kept where the hub shares its state, Redis across processes, else here;
 * and review links' guests' feeds of them, ended when the API stops.
 */
export function registerReviewSessions(
  app: FastifyInstance,
  db: Db,
  hub: Pick<NotificationHub, 'publishToGroup' | 'registerMethod' | 'shared' | 'listenToGroup'>,
  { refreshMs }: { refreshMs?: number } = {},
) {
  const log = {
    warn: (error: unknown, message: string) => app.log.warn(error, message),
    info: (message: string) => app.log.info(message),
  };
  const store = hub.shared
    ? redisSessionStore(hub.shared.redisUrl, { prefix: hub.shared.prefix, log })
    : memorySessionStore();
  const sessions = new ReviewSessions(
    db,
    hub,
    store,
    (error, message) => app.log.error(error, message),
    { refreshMs },
  );
  sessions.register(hub);
  app.addHook('onClose', () => sessions.close());
  const sessionFeeds = new GuestSessionFeeds(hub, sessions, (error, message) =>
    app.log.error(error, message),
  );
  // Before the server waits for its open requests, which a feed never finishes by itself.
  app.addHook('preClose', async () => sessionFeeds.close());
  return { sessions, sessionFeeds };
}

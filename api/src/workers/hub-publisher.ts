import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { NotificationPublisher } from '../hub/hub.js';
import { invocation } from '../hub/protocol.js';
import { redisBackplane } from '../hub/redis-backplane.js';

/** Said once at the start of a worker process without REDIS_URL. */
export const NO_REDIS_WARNING =
  'REDIS_URL is not set: the notifications this worker writes (a download that is ready, a ' +
  'review reminder) are not pushed to open pages, which show them when they next load the list.';

/** A publisher of a process without sockets, and the release of its connections. */
export interface WorkerPublisher extends NotificationPublisher {
  /** Resolves once Redis listens (or it stopped waiting); at once without Redis. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How a worker process's notifications reach the browsers: it holds no sockets, so through the
 * hub's Redis backplane (REDIS_URL, REDIS_PREFIX) to the API processes that do, as a frame they
 * hand to the user's connections. Without Redis nothing is pushed; the rows are the truth.
 */
export function workerPublisher(
  config: Pick<ApiConfig, 'redisUrl' | 'redisPrefix'>,
  log: FastifyBaseLogger,
): WorkerPublisher {
  if (!config.redisUrl) {
    log.warn(NO_REDIS_WARNING);
    return { publish: async () => {}, ready: async () => {}, close: async () => {} };
  }
  const backplane = redisBackplane(config.redisUrl, {
    prefix: config.redisPrefix,
    log: { warn: (error, message) => log.warn(error, message), info: (m) => log.info(m) },
  });
  return {
    publish: (userId, target, args) => backplane.publish(userId, invocation(target, args)),
    ready: async () => backplane.ready?.(),
    close: () => backplane.close(),
  };
}

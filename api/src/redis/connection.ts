import { Redis, type RedisOptions } from 'ioredis';

/** Where connection trouble is reported (the app's logger fits: `app.log`). */
export interface RedisLog {
  warn(error: unknown, message: string): void;
  info(message: string): void;
}

/** How a connection differs from the defaults below. */
export interface CreateRedisOptions extends RedisOptions {
  /** Names the connection in logs and in Redis's CLIENT LIST (`portal-{name}`). */
  name?: string;
  log?: RedisLog;
}

/**
 * Opens a Redis connection (`redis://[user:password@]host:port[/db]`) that never takes the API
 * down with it. While Redis is unreachable a command fails at once instead of queueing
 * (`enableOfflineQueue: false`), and one that gets no answer fails after `commandTimeout`, so each
 * caller decides its own fallback; ioredis keeps reconnecting meanwhile. The loss and the return
 * are logged once each, not at every retry.
 */
export function createRedis(url: string, { name, log, ...options }: CreateRedisOptions = {}) {
  const redis = new Redis(url, {
    // CLIENT SETNAME refuses spaces; a name is only a label, so anything odd becomes '_'.
    connectionName: name ? `portal-${name}`.replace(/[^\w:.-]/g, '_') : undefined,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    connectTimeout: 2000,
    // What disconnect() grants a socket to end; a polite close goes through quit() instead.
    disconnectTimeout: 100,
    ...options,
  });
  const label = name ? `Redis (${name})` : 'Redis';
  let down = false;
  // Without an 'error' listener ioredis prints every failed retry; one line per outage is enough.
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log?.warn(error, `${label} is unreachable; reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info(`${label} is reachable again`);
  });
  return redis;
}

/** Resolves true once the connection is ready, or false after `timeoutMs` without it. */
export function whenReady(redis: Redis, timeoutMs: number) {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    timer.unref();
    redis.on('ready', onReady);
  });
}

/** Closes a connection: politely when Redis is there to answer, at once otherwise. */
export async function closeRedis(redis: Redis) {
  if (redis.status === 'end') return;
  const ended = new Promise((resolve) => redis.once('end', resolve));
  if (redis.status === 'ready') {
    try {
      await redis.quit();
    } catch {
      redis.disconnect();
    }
  } else {
    redis.disconnect();
  }
  // Between two retries there is no socket to wait for; disconnect() cancelled the next one.
  if (redis.status !== 'reconnecting') await ended;
}

/** Whether a Redis server answers PING at `url` within `timeoutMs` (one try, no retries). */
export async function redisReachable(url: string, timeoutMs = 1000) {
  const redis = createRedis(url, {
    name: 'probe',
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    await closeRedis(redis);
  }
}

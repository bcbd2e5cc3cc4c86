import type { SessionChange } from '../account/session-repository.js';
import { closeRedis, createRedis, type RedisLog } from '../redis/connection.js';
import type { Backplane, BackplaneReceiver } from './backplane.js';

/** Where the Redis backplane's channels live, and where it reports trouble. */
export interface RedisBackplaneOptions {
  /** Starts every channel name (default `portal:`); processes that share one see each other. */
  prefix?: string;
  log?: RedisLog;
  /** How long `ready()` waits for the first subscription before the API starts without it. */
  readyTimeoutMs?: number;
}

const isSessionChange = (value: unknown): value is SessionChange => {
  const change = value as Partial<SessionChange> | null;
  return (
    (change?.kind === 'ended' || change?.kind === 'acting-changed') &&
    Array.isArray(change.sessionIds) &&
    change.sessionIds.every((id) => typeof id === 'string')
  );
};

/**
 * The backplane of several API processes, over Redis pub/sub (as ASP.NET SignalR's Redis
 * backplane): every process publishes on three channels and hears them all, its own messages
 * included, so each message reaches each process once. One channel carries every user's frames
 * (`{userId} {frame}`) rather than one channel per user, and one every group's (`{group} {frame}`)
 * rather than one per group: every process hears every event, which at a portal's rate costs less
 * than subscribing per user or per open medium, and a socket that joins receives at once, with no
 * subscription in flight.
 *
 * While this process is not subscribed (Redis down, or not yet up) it delivers its own messages
 * to its own sockets directly and still tries to publish them for the others; ioredis reconnects
 * and the subscription is made again. What other processes publish meanwhile is lost here, so
 * once it is back the receiver is told (`resumed`): the hub has its clients reconnect, and the
 * official client re-fetches its list whenever it reconnects (see api/src/hub/CONTEXT.md).
 */
export function redisBackplane(
  url: string,
  { prefix = 'portal:', log, readyTimeoutMs = 2000 }: RedisBackplaneOptions = {},
): Backplane {
  const channels = {
    users: `${prefix}hub:users`,
    groups: `${prefix}hub:groups`,
    sessions: `${prefix}hub:sessions`,
  };
  // Named after the prefix too, so CLIENT LIST tells the processes of each prefix apart.
  const publisher = createRedis(url, { name: `hub-publisher-${prefix}`, log });
  // Subscribed again by hand on every 'ready', so `listening` is true only once Redis confirmed.
  const subscriber = createRedis(url, {
    name: `hub-subscriber-${prefix}`,
    log,
    autoResubscribe: false,
  });
  let receiver: BackplaneReceiver | undefined;
  let listening = false;
  let listenedBefore = false;
  let publishFailing = false;
  const waiting = new Set<() => void>();

  subscriber.on('ready', () => {
    subscriber.subscribe(channels.users, channels.groups, channels.sessions).then(
      () => {
        listening = true;
        for (const resolve of waiting) resolve();
        waiting.clear();
        if (listenedBefore) receiver?.resumed?.();
        listenedBefore = true;
      },
      (error: unknown) => log?.warn(error, 'Could not subscribe to the hub backplane'),
    );
  });
  subscriber.on('close', () => (listening = false));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === channels.users) {
      const space = message.indexOf(' ');
      const userId = Number(message.slice(0, space));
      if (space > 0 && Number.isSafeInteger(userId)) {
        receiver?.deliver(userId, message.slice(space + 1));
      }
    } else if (channel === channels.groups) {
      // A group name has no space (the hub's kinds name them `media:12`), so the first one ends it.
      const space = message.indexOf(' ');
      if (space > 0) receiver?.deliverToGroup(message.slice(0, space), message.slice(space + 1));
    } else if (channel === channels.sessions) {
      let change: unknown;
      try {
        change = JSON.parse(message);
      } catch {
        return;
      }
      if (isSessionChange(change)) receiver?.sessionChanged(change);
    }
  });

  /** Publishes for every process; delivers here directly when this process would not hear it. */
  const send = async (channel: string, message: string, deliverHere: () => void) => {
    const heard = listening;
    if (!heard) deliverHere();
    try {
      await publisher.publish(channel, message);
      publishFailing = false;
    } catch (error) {
      // Not sent, so no echo comes back (a timed-out one that did go out is delivered twice).
      if (heard) deliverHere();
      if (!publishFailing) log?.warn(error, 'Could not publish on the hub backplane');
      publishFailing = true;
    }
  };

  return {
    publish: (userId, frame) =>
      send(channels.users, `${userId} ${frame}`, () => receiver?.deliver(userId, frame)),
    publishGroup: (group, frame) =>
      send(channels.groups, `${group} ${frame}`, () => receiver?.deliverToGroup(group, frame)),
    publishSessionChange: (change) =>
      send(channels.sessions, JSON.stringify(change), () => receiver?.sessionChanged(change)),
    subscribe(next) {
      receiver = next;
    },
    ready() {
      if (listening) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(() => {
          log?.warn(
            // Not the URL: it may carry a password.
            new Error(`No Redis subscription after ${readyTimeoutMs} ms`),
            'The hub starts without its Redis backplane: this process serves its own sockets only until Redis answers',
          );
          done();
        }, readyTimeoutMs);
        timer.unref();
        waiting.add(done);
      });
    },
    async close() {
      receiver = undefined;
      for (const resolve of waiting) resolve();
      waiting.clear();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

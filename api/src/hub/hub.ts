import {
  HUB_ACTING_CHANGED_ERROR,
  HUB_SESSION_ENDED_ERROR,
  NOTIFICATION_HUB_PATH,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { onSessionChange, type SessionChange } from '../account/session-repository.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { RedisLog } from '../redis/connection.js';
import { localBackplane, type Backplane } from './backplane.js';
import type { HubConnection, InvocationHandler } from './connection.js';
import { ConnectionTokens } from './connection-tokens.js';
import {
  HubGroups,
  isGroupName,
  type GroupListener,
  type HubGroupKind,
  type HubMethod,
} from './groups.js';
import { invocation, PING } from './protocol.js';
import { redisBackplane } from './redis-backplane.js';
import { ConnectionRegistry } from './registry.js';
import { memoryClaims, redisClaims, type TokenClaims } from './token-claims.js';
import { registerNegotiate, registerUpgrade } from './transport.js';

export type { GroupListener, HubGroupKind, HubMethod } from './groups.js';

/** The close error every client gets when the API stops; they may reconnect to its successor. */
export const SHUTDOWN_ERROR = 'Server is shutting down';
/** The close error after a backplane outage: events may have been missed, so come back. */
export const BACKPLANE_RESUMED_ERROR = 'Events may have been missed; reconnect to catch up.';
const CLIENT_TIMEOUT_ERROR = 'The client sent nothing for too long.';
const HANDSHAKE_TIMEOUT_ERROR = 'The handshake did not arrive in time.';

/** Timings (ASP.NET's defaults) and plumbing; tests shorten the timings. */
export interface HubOptions {
  /** Ping after this long without sending anything. */
  keepAliveMs?: number;
  /** Drop a client after this long without receiving anything. */
  clientTimeoutMs?: number;
  /** Drop a socket whose handshake has not arrived after this long. */
  handshakeTimeoutMs?: number;
  /** How long a negotiated token may wait for its socket. */
  negotiationTtlMs?: number;
  /** How often the timings above are checked. */
  tickMs?: number;
  /** Origins whose pages may open sockets, besides pages of the host the API is reached at. */
  allowedOrigins?: readonly string[];
  /** Default: Redis's when the API has REDIS_URL, else this process's own. */
  backplane?: Backplane;
  /** Default: kept in Redis when the API has REDIS_URL, else in this process. */
  claims?: TokenClaims;
  /** Starts the hub's Redis channels and keys (default `portal:`; tests use one per file). */
  redisPrefix?: string;
  /**
   * Where this process's session writes are heard (default: `onSessionChange`). Two APIs in one
   * test process would each hear the other's; one given a silent source hears them only through
   * the backplane, as a separate process does.
   */
  sessionChanges?: (listener: (change: SessionChange) => void) => () => void;
  now?: () => number;
  /**
   * How often the live review sessions refresh this process's entries in the shared store and
   * tell their groups of entries lapsed elsewhere (default a third of an entry's lifetime).
   */
  sessionRefreshMs?: number;
  /** Where a failure nobody awaits goes (the app's log). */
  logError?: (error: unknown, message: string) => void;
}

/** Sends hub events to users; what notification services depend on. */
export interface NotificationPublisher {
  publish(userId: number, target: string, args: unknown[]): Promise<void>;
}

/** The notifications hub: negotiate, sockets, keep-alive, per-user and per-group delivery. */
export class NotificationHub implements NotificationPublisher {
  readonly registry = new ConnectionRegistry();
  private readonly groups: HubGroups;
  readonly tokens: ConnectionTokens;
  readonly claims: TokenClaims;
  private readonly backplane: Backplane;
  private readonly sessionChanges: NonNullable<HubOptions['sessionChanges']>;
  private readonly timings: Required<
    Pick<
      HubOptions,
      'keepAliveMs' | 'clientTimeoutMs' | 'handshakeTimeoutMs' | 'negotiationTtlMs' | 'tickMs'
    >
  >;
  private readonly now: () => number;
  private readonly logError: (error: unknown, message: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private stopListening: (() => void) | undefined;

  /** `secret` signs the connection tokens (the API's secret: every process must share it). */
  constructor(secret: string, options: HubOptions = {}) {
    this.timings = {
      keepAliveMs: options.keepAliveMs ?? 15_000,
      clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
      negotiationTtlMs: options.negotiationTtlMs ?? 30_000,
      tickMs: options.tickMs ?? 1_000,
    };
    this.now = options.now ?? Date.now;
    this.logError = options.logError ?? (() => undefined);
    this.tokens = new ConnectionTokens(secret, this.timings.negotiationTtlMs);
    this.claims = options.claims ?? memoryClaims();
    this.sessionChanges = options.sessionChanges ?? onSessionChange;
    this.groups = new HubGroups(this.registry, this.logError);
    this.backplane = options.backplane ?? localBackplane();
    this.backplane.subscribe({
      deliver: (userId, frame) => this.registry.sendToUser(userId, frame),
      deliverToGroup: (group, frame) => void this.groups.deliver(group, frame),
      sessionChanged: (change) => void this.closeSessions(change),
      // Reconnecting re-fetches the list (what other processes sent meanwhile) and checks the
      // session again (one that ended meanwhile gets a 401).
      resumed: () => void this.closeAll(BACKPLANE_RESUMED_ERROR, true),
    });
  }

  /** Sends `target(...args)` to every connection of the user (in every process). */
  async publish(userId: number, target: string, args: unknown[]) {
    await this.backplane.publish(userId, invocation(target, args));
  }

  /** Lets clients join and leave the kind's groups through its two hub methods. */
  registerGroups(kind: HubGroupKind): void {
    this.groups.register(kind);
  }

  /** Serves a feature's own hub method (after the connection's earlier invocations). */
  registerMethod(name: string, method: HubMethod): void {
    this.groups.registerMethod(name, method);
  }

  /** Where this hub's Redis is and its keys start, or null: one process, keep state in memory. */
  shared: { redisUrl: string; prefix: string } | null = null;

  /**
   * Sends `target(...args)` to every member of the group, in every process, that may still be in
   * it (`mayJoin` asked again for each); resolves once handed to the backplane.
   */
  async publishToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    if (!isGroupName(group)) throw new Error(`'${group}' is not a hub group name`);
    const frame = invocation(target, args);
    if (this.backplane.publishGroup) await this.backplane.publishGroup(group, frame);
    else await this.groups.deliver(group, frame);
  }

  /**
   * Hears every invocation sent to the group's members, as this process delivers it (from any
   * process), until the returned function is called; no `mayJoin`: the listener checks itself.
   */
  listenToGroup(group: string, listener: GroupListener): () => void {
    return this.groups.listen(group, listener);
  }

  /** How many group listeners this process holds. */
  get groupListenerCount() {
    return this.groups.listenerCount;
  }

  /** How many sockets this process holds. */
  get connectionCount() {
    return this.registry.size;
  }

  /** Closes every connection with a close message (and waits for the sockets to go). */
  async closeAll(error?: string, allowReconnect = false) {
    const connections = [...this.registry.connections()];
    await Promise.all(connections.map((connection) => connection.close(error, allowReconnect)));
  }

  /**
   * Closes the connections of sessions that ended (no reconnect: it could only get a 401) or
   * that act as someone else now (reconnect: the new connection is negotiated for that user).
   */
  async closeSessions({ kind, sessionIds }: SessionChange) {
    const connections = this.registry.takeSessions(new Set(sessionIds), this.now());
    const [error, allowReconnect] =
      kind === 'ended' ? [HUB_SESSION_ENDED_ERROR, false] : [HUB_ACTING_CHANGED_ERROR, true];
    await Promise.all(connections.map((connection) => connection.close(error, allowReconnect)));
  }

  /** Starts the keep-alive and timeout checks, and follows session changes. */
  start() {
    this.timer ??= setInterval(() => this.tick(), this.timings.tickMs);
    this.timer.unref();
    // Every process's hub hears of the change through the backplane, wherever it was made.
    this.stopListening ??= this.sessionChanges((change) => {
      this.backplane
        .publishSessionChange(change)
        .catch((error: unknown) => this.logError(error, 'Could not publish a session change'));
    });
  }

  /** Stops accepting, tells every client the server is going (they may reconnect), waits. */
  async shutdown() {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopListening?.();
    this.stopListening = undefined;
    await this.closeAll(SHUTDOWN_ERROR, true);
    await Promise.all([this.backplane.close(), this.claims.close()]);
  }

  /** Resolves once the backplane and the claims are shared (or gave up waiting for Redis). */
  async ready() {
    await Promise.all([this.backplane.ready?.(), this.claims.ready?.()]);
  }

  /** Whether new sockets are accepted. */
  get accepting() {
    return !this.stopping;
  }

  /** Called by the transport once a socket's handshake succeeded. */
  readyConnection = (connection: HubConnection) => this.registry.join(connection);

  /** Called by the transport once a socket closed: it leaves its groups too. */
  closedConnection = (connection: HubConnection) => this.groups.closed(connection);

  /** Called by a socket for each invocation; serves the groups' join and leave methods. */
  invoked: InvocationHandler = (connection, message) => this.groups.invoke(connection, message);

  /** One pass of ASP.NET's heartbeat: ping the quiet, drop the silent, forget old changes. */
  tick() {
    const now = this.now();
    const { keepAliveMs, clientTimeoutMs, handshakeTimeoutMs, negotiationTtlMs } = this.timings;
    for (const connection of this.registry.connections()) {
      if (!connection.ready) {
        if (now - connection.openedAt > handshakeTimeoutMs) {
          void connection.close(HANDSHAKE_TIMEOUT_ERROR);
        }
      } else if (now - connection.lastReceivedAt > clientTimeoutMs) {
        void connection.close(CLIENT_TIMEOUT_ERROR);
      } else if (now - connection.lastSentAt >= keepAliveMs) {
        connection.send(PING);
      }
    }
    // Twice the token lifetime: room for the clocks of other processes' tokens.
    this.registry.forgetChanges(now, 2 * negotiationTtlMs);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications hub of this API. */
    notificationHub: NotificationHub;
  }
}

/** The API settings the hub reads. */
export type HubConfig = Pick<ApiConfig, 'publicUrl' | 'secret' | 'redisUrl'> &
  Partial<Pick<ApiConfig, 'redisPrefix'>>;

/** Mounts the hub on the API: negotiate, upgrades, heartbeat, and a clean stop on close. */
export function registerNotificationHub(
  app: FastifyInstance,
  db: Db,
  config: HubConfig,
  options: HubOptions = {},
) {
  const log: RedisLog = {
    warn: (error, message) => app.log.warn(error, message),
    info: (message) => app.log.info(message),
  };
  const { redisUrl } = config;
  const prefix = options.redisPrefix ?? config.redisPrefix ?? 'portal:';
  const hub = new NotificationHub(config.secret, {
    logError: (error, message) => app.log.error(error, message),
    ...options,
    // With Redis, every process hears every event and any process takes any token's socket.
    backplane:
      options.backplane ?? (redisUrl ? redisBackplane(redisUrl, { prefix, log }) : undefined),
    claims: options.claims ?? (redisUrl ? redisClaims(redisUrl, { prefix, log }) : undefined),
  });
  // Features keeping state of their groups (reviews' live sessions) share it where the hub does.
  if (redisUrl && !options.backplane) hub.shared = { redisUrl, prefix };
  const transport = {
    path: NOTIFICATION_HUB_PATH,
    db,
    registry: hub.registry,
    tokens: hub.tokens,
    claims: hub.claims,
    allowedOrigins: [config.publicUrl, ...(options.allowedOrigins ?? [])],
    now: options.now ?? Date.now,
    onReady: hub.readyConnection,
    onClosed: hub.closedConnection,
    onInvocation: hub.invoked,
    accepting: () => hub.accepting,
  };
  registerNegotiate(app, transport);
  const stopUpgrades = registerUpgrade(app, transport);
  hub.start();
  app.decorate('notificationHub', hub);
  // The API listens once this process hears the other processes (or stopped waiting for Redis).
  app.addHook('onReady', () => hub.ready());
  // preClose runs before the server waits for its sockets, which would otherwise never end.
  app.addHook('preClose', async () => {
    await hub.shutdown();
    stopUpgrades();
  });
  return hub;
}

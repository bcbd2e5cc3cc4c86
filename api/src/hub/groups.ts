import type { HubConnection } from './connection.js';
import {
  completionError,
  completionOk,
  MessageType,
  parseMessage,
  RECORD_SEPARATOR,
  type IncomingMessage,
} from './protocol.js';
import type { ConnectionRegistry } from './registry.js';

/**
 * A family of groups clients join by invoking a hub method with one argument (e.g. a medium's
 * viewers: `JoinMedium(12)` → `media:12`). Registered by the feature that publishes to them.
 */
export interface HubGroupKind {
  /** Hub method name the client invokes with one argument, e.g. 'JoinMedium'. */
  join: string;
  /** e.g. 'LeaveMedium'. */
  leave: string;
  /** The group named by the method's one argument (e.g. 12 → 'media:12'), or null if malformed. */
  groupOf(arg: unknown): string | null;
  /** Whether this connection's session may be in the group now (at join and before each message). */
  mayJoin(connection: { userId: number; sessionId: string }, group: string): Promise<boolean>;
  /** What a refused or malformed join answers (default `GROUP_JOIN_REFUSED`). */
  refusal?: string;
  /** Told once the connection is in the group (awaited before the join's answer; a throw is logged). */
  joined?(connection: HubConnection, group: string): Promise<void>;
  /** Told once it is out: it left, its socket closed, or it lost the right to be in it. */
  left?(connection: HubConnection, group: string): void;
}

/**
 * Serves a hub method of a feature's own (beyond joins and leaves): its arguments, the error to
 * answer with or null. Run in the connection's queue, after its earlier joins and leaves.
 */
export type HubMethod = (connection: HubConnection, args: unknown[]) => Promise<string | null>;

/**
 * Hears each invocation a group's members in this process are sent (whichever process published
 * it), without a hub connection: a review link's guest's feed. It checks its own access.
 */
export type GroupListener = (target: string, args: unknown[]) => void;

/** The default answer to a join that is refused or names no group. */
export const GROUP_JOIN_REFUSED = 'You may not join this group.';
/** How many groups one connection may be in: a client cannot grow the server's memory at will. */
export const MAX_GROUPS_PER_CONNECTION = 20;
export const TOO_MANY_GROUPS = `A connection may follow ${MAX_GROUPS_PER_CONNECTION} groups at most; leave one first.`;
const INVOCATION_FAILED = 'The server could not do this; try again later.';
const MALFORMED_LEAVE = 'Leave needs the one argument its join was given.';

/** A group name the backplane can carry: no spaces (its channel's `{group} {frame}`), short. */
export const isGroupName = (group: string) => /^\S{1,200}$/.test(group);

/**
 * The hub's groups: serves the kinds' join and leave methods on each connection, and hands a
 * group's frames to this process's members that may still be in it, checked per message.
 */
export class HubGroups {
  /** Hub method name → its kind and what it does. */
  private readonly methods = new Map<string, { kind: HubGroupKind; joins: boolean }>();
  /** Hub method name → a feature's own method. */
  private readonly own = new Map<string, HubMethod>();
  /** Kind of each group prefix seen at join (a group's kind answers its per-message check). */
  private readonly kindOfGroup = new Map<string, HubGroupKind>();
  /** Each connection's invocations, run one after another: a leave never overtakes its join. */
  private readonly queues = new WeakMap<HubConnection, Promise<void>>();
  /** Each group's deliveries, in order: a later message's checks never let it overtake. */
  private readonly deliveries = new Map<string, Promise<void>>();
  /** Group name → this process's listeners without a connection. */
  private readonly listeners = new Map<string, Set<GroupListener>>();

  constructor(
    private readonly registry: ConnectionRegistry,
    private readonly logError: (error: unknown, message: string) => void,
  ) {}

  register(kind: HubGroupKind) {
    for (const name of [kind.join, kind.leave]) {
      if (this.methods.has(name)) throw new Error(`The hub method '${name}' is already registered`);
    }
    this.methods.set(kind.join, { kind, joins: true });
    this.methods.set(kind.leave, { kind, joins: false });
  }

  /** Adds a feature's own method (e.g. StartPresenting). */
  registerMethod(name: string, method: HubMethod) {
    if (this.methods.has(name) || this.own.has(name)) {
      throw new Error(`The hub method '${name}' is already registered`);
    }
    this.own.set(name, method);
  }

  /** The connection's `InvocationHandler`: serves the registered methods, false for others. */
  readonly invoke = (connection: HubConnection, message: IncomingMessage): boolean => {
    const target = typeof message.target === 'string' ? message.target : '';
    const own = this.own.get(target);
    const method = this.methods.get(target);
    if (!method && !own) return false;
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : null;
    const previous = this.queues.get(connection) ?? Promise.resolve();
    const next = previous.then(async () => {
      let error: string | null;
      try {
        const args = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
        error = own
          ? await own(connection, args)
          : method
            ? await this.run(connection, method.kind, method.joins, message.arguments)
            : null;
      } catch (failure) {
        // The kind's own mistake: the client still gets an answer instead of waiting forever.
        this.logError(failure, `The hub method '${String(message.target)}' failed`);
        error = INVOCATION_FAILED;
      }
      if (invocationId === null) return;
      connection.send(error ? completionError(invocationId, error) : completionOk(invocationId));
    });
    this.queues.set(connection, next);
    return true;
  };

  /** Joins or leaves; the error to answer with, or null on success. */
  private async run(connection: HubConnection, kind: HubGroupKind, joins: boolean, args: unknown) {
    const group = Array.isArray(args) && args.length === 1 ? kind.groupOf(args[0]) : null;
    const usable = group !== null && isGroupName(group);
    const refusal = kind.refusal ?? GROUP_JOIN_REFUSED;
    if (!joins) {
      if (!usable) return MALFORMED_LEAVE;
      const wasIn = this.registry.inGroup(connection, group);
      this.registry.leaveGroup(connection, group);
      if (this.registry.membersOf(group).length === 0) this.kindOfGroup.delete(group);
      if (wasIn) this.tellLeft(kind, connection, group);
      return null;
    }
    if (!usable) return refusal;
    if (this.registry.inGroup(connection, group)) return null;
    if (this.registry.groupsOfConnection(connection).length >= MAX_GROUPS_PER_CONNECTION) {
      return TOO_MANY_GROUPS;
    }
    if (!(await this.allowed(kind, connection, group))) return refusal;
    this.kindOfGroup.set(group, kind);
    // False only when the socket closed during the check: nobody is left to answer.
    if (this.registry.joinGroup(connection, group, MAX_GROUPS_PER_CONNECTION)) {
      await kind.joined?.(connection, group).catch((error: unknown) => {
        this.logError(error, `Could not tell of a join to ${group}`);
      });
    }
    return null;
  }

  private tellLeft(kind: HubGroupKind | undefined, connection: HubConnection, group: string) {
    try {
      kind?.left?.(connection, group);
    } catch (error) {
      this.logError(error, `Could not tell of a leave from ${group}`);
    }
  }

  /** The kind's check; a check that fails (the database, say) refuses rather than leaks. */
  private async allowed(kind: HubGroupKind, connection: HubConnection, group: string) {
    try {
      const { userId, sessionId } = connection.info;
      return await kind.mayJoin({ userId, sessionId }, group);
    } catch (error) {
      this.logError(error, `Could not check a hub connection's access to ${group}`);
      return false;
    }
  }

  /** Forgets a connection whose socket closed: out of its groups, and their kinds once empty. */
  closed(connection: HubConnection) {
    const groups = this.registry.groupsOfConnection(connection);
    this.registry.remove(connection);
    for (const group of groups) {
      this.tellLeft(this.kindOfGroup.get(group), connection, group);
      if (this.registry.membersOf(group).length === 0) this.kindOfGroup.delete(group);
    }
  }

  /**
   * Sends the frame to this process's members of the group that may still be in it, after the
   * deliveries before it; a member no longer allowed is dropped from the group (it gets no more).
   */
  deliver(group: string, frame: string): Promise<void> {
    const previous = this.deliveries.get(group) ?? Promise.resolve();
    const done = previous
      .then(() => this.deliverNow(group, frame))
      .catch((error: unknown) => this.logError(error, `Could not deliver to ${group}`));
    this.deliveries.set(group, done);
    void done.finally(() => {
      if (this.deliveries.get(group) === done) this.deliveries.delete(group);
    });
    return done;
  }

  /** Hands the group's invocations to the listener until the returned function is called. */
  listen(group: string, listener: GroupListener): () => void {
    let set = this.listeners.get(group);
    if (!set) this.listeners.set(group, (set = new Set()));
    set.add(listener);
    const mine = set;
    return () => {
      mine.delete(listener);
      if (mine.size === 0 && this.listeners.get(group) === mine) this.listeners.delete(group);
    };
  }

  /** How many listeners this process holds (tests: a closed feed leaves none). */
  get listenerCount() {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private tellListeners(group: string, frame: string) {
    const set = this.listeners.get(group);
    if (!set) return;
    for (const record of frame.split(RECORD_SEPARATOR)) {
      const message = record ? parseMessage(record) : null;
      if (message?.type !== MessageType.Invocation || typeof message.target !== 'string') continue;
      const args = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
      for (const listener of [...set]) {
        try {
          listener(message.target, args);
        } catch (error) {
          this.logError(error, `A listener of ${group} failed`);
        }
      }
    }
  }

  private async deliverNow(group: string, frame: string) {
    this.tellListeners(group, frame);
    const members = this.registry.membersOf(group);
    const kind = this.kindOfGroup.get(group);
    if (members.length === 0 || !kind) {
      if (members.length === 0) this.kindOfGroup.delete(group);
      return;
    }
    const verdicts = await Promise.all(
      members.map(async (connection) => {
        if (!connection.isOpen) return false;
        const allowed = await this.allowed(kind, connection, group);
        // Access ended since the join (a role, a share, the medium gone): out of the group.
        if (!allowed && this.registry.inGroup(connection, group)) {
          this.registry.leaveGroup(connection, group);
          this.tellLeft(kind, connection, group);
        }
        return allowed;
      }),
    );
    // Encoded once for all of them, as for a user's sockets.
    const data = Buffer.from(frame);
    members.forEach((connection, i) => {
      // It may have left (LeaveMedium) while the checks ran.
      if (verdicts[i] && this.registry.inGroup(connection, group)) connection.send(data);
    });
  }
}

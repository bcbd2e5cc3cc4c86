import type { HubConnection } from './connection.js';

/**
 * The open sockets of this process, by user and by group, and the sessions this process heard
 * change lately.
 * Connection tokens are not kept here: they are signed (`connection-tokens.ts`), so any process
 * can take the socket of a token another one handed out.
 */
export class ConnectionRegistry {
  private readonly open = new Set<HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  /** Group name → this process's connections in it. */
  private readonly byGroup = new Map<string, Set<HubConnection>>();
  /** Connection → the groups it is in (so a closing socket leaves them all). */
  private readonly groupsOf = new Map<HubConnection, Set<string>>();
  /** Session id → when this process heard it end or change whom it acts as. */
  private readonly changed = new Map<string, number>();

  /** Records an open socket (its handshake may still be on its way). */
  attach(connection: HubConnection) {
    this.open.add(connection);
  }

  /** Makes the connection a receiver of its user's events (after its handshake). */
  join(connection: HubConnection) {
    const { userId } = connection.info;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
  }

  /** Whether the connection is open here (not yet forgotten after its socket closed). */
  has(connection: HubConnection) {
    return this.open.has(connection);
  }

  /** Forgets a connection whose socket closed, and takes it out of its groups. */
  remove(connection: HubConnection) {
    this.open.delete(connection);
    for (const group of this.groupsOf.get(connection) ?? []) this.leaveGroup(connection, group);
    const set = this.byUser.get(connection.info.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.info.userId);
  }

  /** Sends a frame to every ready connection of the user; returns how many got it. */
  sendToUser(userId: number, frame: string) {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    // Encoded once for all of them (a fan-out to thousands of sockets would encode it each time).
    const data = Buffer.from(frame);
    for (const connection of set) connection.send(data);
    return set.size;
  }

  /**
   * Puts an open connection in the group, unless it is already in `limit` others; returns whether
   * it is in the group now.
   */
  joinGroup(connection: HubConnection, group: string, limit: number) {
    if (!this.open.has(connection)) return false;
    let groups = this.groupsOf.get(connection);
    if (groups?.has(group)) return true;
    if ((groups?.size ?? 0) >= limit) return false;
    if (!groups) this.groupsOf.set(connection, (groups = new Set()));
    groups.add(group);
    let members = this.byGroup.get(group);
    if (!members) this.byGroup.set(group, (members = new Set()));
    members.add(connection);
    return true;
  }

  /** Takes the connection out of the group (nothing when it is not in it). */
  leaveGroup(connection: HubConnection, group: string) {
    const groups = this.groupsOf.get(connection);
    groups?.delete(group);
    if (groups?.size === 0) this.groupsOf.delete(connection);
    const members = this.byGroup.get(group);
    members?.delete(connection);
    if (members?.size === 0) this.byGroup.delete(group);
  }

  /** This process's connections in the group, as a copy (membership may change meanwhile). */
  membersOf(group: string): HubConnection[] {
    return [...(this.byGroup.get(group) ?? [])];
  }

  /** The groups the connection is in. */
  groupsOfConnection(connection: HubConnection): string[] {
    return [...(this.groupsOf.get(connection) ?? [])];
  }

  /** Whether the connection is in the group. */
  inGroup(connection: HubConnection, group: string) {
    return this.groupsOf.get(connection)?.has(group) ?? false;
  }

  /** How many groups have members in this process. */
  get groupCount() {
    return this.byGroup.size;
  }

  /**
   * Notes that the sessions changed (their tokens issued until now are void) and returns their
   * open connections, for the caller to close.
   */
  takeSessions(sessionIds: ReadonlySet<string>, now: number) {
    for (const sessionId of sessionIds) this.changed.set(sessionId, now);
    return [...this.open].filter((connection) => sessionIds.has(connection.info.sessionId));
  }

  /**
   * Whether the session changed after the token was issued. Both times are clocks of API
   * processes; across machines they differ by the clock skew, which at worst refuses a token
   * issued within that skew after a change (the client negotiates again).
   */
  changedSince(sessionId: string, issuedAt: number) {
    const at = this.changed.get(sessionId);
    return at !== undefined && at > issuedAt;
  }

  /** Forgets changes older than any token still accepted. */
  forgetChanges(now: number, maxAgeMs: number) {
    for (const [sessionId, at] of this.changed) {
      if (now - at > maxAgeMs) this.changed.delete(sessionId);
    }
  }

  /** Every open connection (ready or still in its handshake). */
  connections(): IterableIterator<HubConnection> {
    return this.open.values();
  }

  /** How many sockets are open. */
  get size() {
    return this.open.size;
  }
}

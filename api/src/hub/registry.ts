import { randomBytes } from 'node:crypto';
import type { ConnectionInfo, HubConnection } from './connection.js';

/** A negotiated connection: waiting for its socket, being upgraded, or open. */
interface Entry {
  info: ConnectionInfo;
  /** The session that negotiated it; the socket must come with the same one. */
  sessionId: string;
  negotiatedAt: number;
  state: 'negotiated' | 'upgrading' | 'open';
  connection?: HubConnection;
}

/** Why a socket may not take a connection token. */
export type ClaimRefusal = 'unknown' | 'taken';

const randomId = () => randomBytes(16).toString('base64url');

/** Negotiated tokens and the open connections of each user, in this process. */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<HubConnection>>();

  /** Issues a connection id and an unguessable token for the user's next socket. */
  negotiate(userId: number, sessionId: string, now: number): ConnectionInfo {
    const info = { connectionId: randomId(), connectionToken: randomId(), userId };
    this.byToken.set(info.connectionToken, {
      info,
      sessionId,
      negotiatedAt: now,
      state: 'negotiated',
    });
    return info;
  }

  /** Reserves a token for one socket: unknown tokens and second sockets are refused. */
  claim(token: string): { entry: Entry } | { refusal: ClaimRefusal } {
    const entry = this.byToken.get(token);
    if (!entry) return { refusal: 'unknown' };
    if (entry.state !== 'negotiated') return { refusal: 'taken' };
    entry.state = 'upgrading';
    return { entry };
  }

  /** Gives a reserved token back (the upgrade failed before a socket opened). */
  release(token: string) {
    this.byToken.delete(token);
  }

  /** Records the open socket of a claimed token. */
  attach(connection: HubConnection) {
    const entry = this.byToken.get(connection.info.connectionToken);
    if (entry) {
      entry.state = 'open';
      entry.connection = connection;
    }
  }

  /** Makes the connection a receiver of its user's events (after its handshake). */
  join(connection: HubConnection) {
    const { userId } = connection.info;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
  }

  /** Forgets a connection whose socket closed; its token can never be used again. */
  remove(connection: HubConnection) {
    this.byToken.delete(connection.info.connectionToken);
    const set = this.byUser.get(connection.info.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.info.userId);
  }

  /** Sends a frame to every ready connection of the user; returns how many got it. */
  sendToUser(userId: number, frame: string) {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    for (const connection of set) connection.send(frame);
    return set.size;
  }

  /**
   * Forgets the sessions' tokens that have no socket yet (a socket being opened is refused) and
   * returns their open connections, for the caller to close.
   */
  takeSessions(sessionIds: ReadonlySet<string>) {
    const open: HubConnection[] = [];
    for (const [token, entry] of this.byToken) {
      if (!sessionIds.has(entry.sessionId)) continue;
      if (entry.connection) open.push(entry.connection);
      else this.byToken.delete(token);
    }
    return open;
  }

  /** Whether a claimed token is still wanted (its session may have changed meanwhile). */
  holds(token: string) {
    return this.byToken.has(token);
  }

  /** Drops tokens negotiated longer ago than `maxAgeMs` that never got a socket. */
  expireNegotiations(now: number, maxAgeMs: number) {
    for (const [token, entry] of this.byToken) {
      if (!entry.connection && now - entry.negotiatedAt > maxAgeMs) {
        this.byToken.delete(token);
      }
    }
  }

  /** Every open connection (ready or still in its handshake). */
  *connections(): IterableIterator<HubConnection> {
    for (const entry of this.byToken.values()) if (entry.connection) yield entry.connection;
  }

  /** How many sockets are open. */
  get size() {
    let count = 0;
    for (const entry of this.byToken.values()) if (entry.connection) count += 1;
    return count;
  }
}

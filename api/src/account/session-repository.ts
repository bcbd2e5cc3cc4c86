import type { Db } from '../db/database.js';
import { hashToken, randomToken } from './tokens.js';

/** Session lifetimes: 30 days with Remember me, otherwise 12 hours, renewed while in use. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 3600 * 1000;
export const SESSION_MS = 12 * 3600 * 1000;

/**
 * Sessions that ended (deleted) or that now act as another user (impersonation started, stopped
 * or revoked). Ids are the stored ones (the token's SHA-256), unique across databases.
 */
export interface SessionChange {
  kind: 'ended' | 'acting-changed';
  sessionIds: readonly string[];
}

type SessionListener = (change: SessionChange) => void;
const listeners = new Set<SessionListener>();

/**
 * Listens to the session changes made in this process (the hub closes those sessions' sockets,
 * which were opened for the session as it was); returns the unsubscribe. Listeners must not throw.
 */
export function onSessionChange(listener: SessionListener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Tells the listeners about a change, as soon as it is written (inside the caller's transaction,
 * if any: a rollback only costs the client a reconnect).
 */
export function announceSessionChange(change: SessionChange) {
  if (change.sessionIds.length === 0) return;
  for (const listener of listeners) listener(change);
}

const ended = (rows: readonly { id: string }[]) =>
  announceSessionChange({ kind: 'ended', sessionIds: rows.map((row) => row.id) });

/** Creates a session and returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: number,
  persistent: boolean,
  clientId: number | null,
) {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      impersonated_user_id: null,
      current_client_id: clientId,
      persistent: persistent ? 1 : 0,
      expires_at: Date.now() + (persistent ? PERSISTENT_SESSION_MS : SESSION_MS),
    })
    .execute();
  return token;
}

/** The live session of a cookie token (expired ones are removed), renewing its expiry. */
export async function findSession(db: Db, token: string) {
  const id = hashToken(token);
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!session) return null;
  if (session.expires_at < Date.now()) {
    ended(await db.deleteFrom('sessions').where('id', '=', id).returning('id').execute());
    return null;
  }
  const lifetime = session.persistent ? PERSISTENT_SESSION_MS : SESSION_MS;
  if (session.expires_at - Date.now() < lifetime / 2) {
    await db
      .updateTable('sessions')
      .set({ expires_at: Date.now() + lifetime })
      .where('id', '=', id)
      .execute();
  }
  return session;
}

/**
 * A session by its stored id while it lasts, for those who know only that (a hub connection):
 * nothing is slid or deleted here, as a hub's check is not the person's own activity.
 */
export async function findLiveSessionById(db: Db, id: string) {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return session && session.expires_at >= Date.now() ? session : null;
}

/** Ends a session. */
export async function deleteSession(db: Db, token: string) {
  ended(
    await db.deleteFrom('sessions').where('id', '=', hashToken(token)).returning('id').execute(),
  );
}

/** Ends every session of a user but one (a password change keeps the session that made it). */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string) {
  ended(
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .returning('id')
      .execute(),
  );
}

/**
 * Ends every session of a user (a password reset signs the account out everywhere; so does
 * disabling, inside the admin's transaction, which is why `db` may be a transaction).
 */
export async function deleteSessionsOf(db: Db, userId: number) {
  ended(await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute());
}

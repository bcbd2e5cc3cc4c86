import { announceSessionChange } from '../account/session-repository.js';
import type { Db } from '../db/database.js';

/**
 * Sets whom a session acts as and for which client: `userId` null ends an impersonation, the
 * session's own user means "myself, for the chosen client".
 */
export async function setActing(
  db: Db,
  sessionId: string,
  acting: { userId: number | null; clientId: number | null },
) {
  await db
    .updateTable('sessions')
    .set({ impersonated_user_id: acting.userId, current_client_id: acting.clientId })
    .where('id', '=', sessionId)
    .execute();
  // Its hub sockets were opened for the previous acting user.
  announceSessionChange({ kind: 'acting-changed', sessionIds: [sessionId] });
}

/** The impersonating sessions by or of this user. */
export async function impersonatingSessionsOf(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'impersonated_user_id', 'current_client_id'])
    .where('impersonated_user_id', 'is not', null)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonated_user_id', '=', userId)]))
    .execute();
}

import { findUserById } from '../account/user-repository.js';
import { impersonationRefusal, mayImpersonate } from '../auth/impersonation-rules.js';
import type { Db } from '../db/database.js';
import { recordImpersonation } from './audit-repository.js';
import { impersonatingSessionsOf, setActing } from './session-repository.js';
import { defaultClientOf, type RequestOrigin } from './terms.js';

/**
 * Ends every impersonation by or of this user that the rules no longer allow (right revoked,
 * user disabled, target made admin...), logging each as a stop with the reason. Run after any
 * change to a user; resolveActing would also refuse them, but the rows should tell the truth.
 */
export async function endDisallowedImpersonations(
  db: Db,
  userId: number,
  origin: RequestOrigin,
  changedBy: string,
) {
  const sessions = await impersonatingSessionsOf(db, userId);
  for (const session of sessions) {
    const original = await findUserById(db, session.user_id);
    const targetId = session.impersonated_user_id;
    if (!original || targetId === null) continue;
    const asSelf = targetId === original.id;
    const allowed = asSelf
      ? mayImpersonate(original)
      : impersonationRefusal(original, await findUserById(db, targetId)) === null;
    if (allowed) continue;
    await setActing(db, session.id, { userId: null, clientId: defaultClientOf(original) });
    await recordImpersonation(db, {
      actor_user_id: original.id,
      target_user_id: asSelf ? null : targetId,
      client_id: session.current_client_id,
      action: 'stop',
      ip_address: origin.ip,
      user_agent: origin.userAgent,
      note: `Ended because ${changedBy} changed the rights.`,
    });
  }
}

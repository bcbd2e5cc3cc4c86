import type { Selectable } from 'kysely';
import { findUserById, type UserRecord } from '../account/user-repository.js';
import type { Db } from '../db/database.js';
import type { SessionTable } from '../db/schema.js';
import { impersonationRefusal, mayImpersonate } from './impersonation-rules.js';

/** Who a session acts as, and for which client. */
export interface Acting {
  effective: UserRecord;
  currentClientId: number | null;
  /** True while acting as another user, or as oneself for a chosen client. */
  isImpersonating: boolean;
}

const asSelf = (original: UserRecord, chosenClientId: number | null): Acting => ({
  effective: original,
  currentClientId: original.isShowcase ? chosenClientId : original.clientId,
  isImpersonating: false,
});

/**
 * Resolves a session's impersonation. `impersonated_user_id` equal to the session's own user
 * means "myself, for the chosen client". The rules are checked again here, so a session whose
 * impersonation is no longer allowed fails closed to the original user whatever the row says.
 */
export async function resolveActing(
  db: Db,
  session: Pick<Selectable<SessionTable>, 'impersonated_user_id' | 'current_client_id'>,
  original: UserRecord,
): Promise<Acting> {
  const targetId = session.impersonated_user_id;
  if (targetId === null) return asSelf(original, session.current_client_id);
  if (targetId === original.id) {
    if (!mayImpersonate(original)) return asSelf(original, session.current_client_id);
    return {
      effective: original,
      currentClientId: session.current_client_id,
      isImpersonating: true,
    };
  }
  const target = await findUserById(db, targetId);
  if (!target || impersonationRefusal(original, target)) {
    return asSelf(original, session.current_client_id);
  }
  return {
    effective: target,
    currentClientId: target.isShowcase ? session.current_client_id : target.clientId,
    isImpersonating: true,
  };
}

import { findUserById } from '../account/user-repository.js';
import {
  CLIENT_NOT_FOUND,
  INVALID_FIELDS_MESSAGE,
  type StartImpersonationInput,
} from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import { impersonationRefusal, mayImpersonate } from '../auth/impersonation-rules.js';
import { clientExists } from '../clients/repository.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, type FieldErrors } from '../http/errors.js';
import { recordImpersonation } from './audit-repository.js';
import { setActing } from './session-repository.js';
import {
  CANNOT_IMPERSONATE_ADMIN,
  CANNOT_IMPERSONATE_SELF,
  defaultClientOf,
  NOTHING_CHOSEN,
  UNKNOWN_USER,
  type RequestOrigin,
} from './terms.js';

const REPLACED = 'Replaced by a new impersonation.';

/** Who and which client the caller acts as now: the audit fields of a stop. */
const currentTarget = (auth: AuthContext) => ({
  target_user_id: auth.effective.id === auth.original.id ? null : auth.effective.id,
  client_id: auth.currentClientId,
});

/**
 * Starts acting as a user (their client, or the chosen one for a showcase user) or, with only a
 * client, as oneself for that client. Always decided for the original user, so a start while
 * impersonating replaces the target and never stacks.
 */
export async function startImpersonation(
  db: Db,
  auth: AuthContext,
  input: StartImpersonationInput,
  origin: RequestOrigin,
) {
  const { original } = auth;
  if (!mayImpersonate(original)) throw forbidden();
  const userId = input.userId ?? null;
  const clientId = input.clientId ?? null;
  if (userId === null && clientId === null)
    throw badRequest(NOTHING_CHOSEN, { '': [NOTHING_CHOSEN] });

  const errors: FieldErrors = {};
  const target = userId === null ? null : await findUserById(db, userId);
  const refusal = userId === null ? null : impersonationRefusal(original, target);
  if (refusal === 'unknown') errors.UserId = [UNKNOWN_USER];
  if (refusal === 'self') errors.UserId = [CANNOT_IMPERSONATE_SELF];
  if (clientId !== null && !(await clientExists(db, clientId)))
    errors.ClientId = [CLIENT_NOT_FOUND];
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS_MESSAGE, errors);
  if (refusal === 'admin') throw forbidden(CANNOT_IMPERSONATE_ADMIN);

  // The session's own user id in impersonated_user_id marks "myself, for the chosen client".
  const next = target
    ? { userId: target.id, clientId: target.isShowcase ? clientId : target.clientId }
    : { userId: original.id, clientId };
  await db.transaction().execute(async (trx) => {
    await setActing(trx, auth.sessionId, next);
    const common = {
      actor_user_id: original.id,
      ip_address: origin.ip,
      user_agent: origin.userAgent,
    };
    if (auth.isImpersonating) {
      await recordImpersonation(trx, {
        ...common,
        ...currentTarget(auth),
        action: 'stop',
        note: REPLACED,
      });
    }
    await recordImpersonation(trx, {
      ...common,
      target_user_id: target?.id ?? null,
      client_id: next.clientId,
      action: 'start',
      note: null,
    });
  });
}

/**
 * Ends the caller's impersonation, back to their own client. Ending is always allowed; with
 * nothing to end, only those who may impersonate get the (idempotent) success.
 */
export async function stopImpersonation(db: Db, auth: AuthContext, origin: RequestOrigin) {
  const { original } = auth;
  if (!auth.isImpersonating) {
    if (!mayImpersonate(original)) throw forbidden();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await setActing(trx, auth.sessionId, { userId: null, clientId: defaultClientOf(original) });
    await recordImpersonation(trx, {
      actor_user_id: original.id,
      ...currentTarget(auth),
      action: 'stop',
      ip_address: origin.ip,
      user_agent: origin.userAgent,
      note: null,
    });
  });
}

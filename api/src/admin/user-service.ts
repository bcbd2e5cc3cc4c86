import { findUserById, type UserRecord } from '../account/user-repository.js';
import { CLIENT_NOT_FOUND, INVALID_FIELDS_MESSAGE, type UserChanges } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import { NOT_WHILE_IMPERSONATING } from '../auth/impersonation-rules.js';
import { clientExists } from '../clients/repository.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, notFound, type FieldErrors } from '../http/errors.js';
import { endDisallowedImpersonations } from '../impersonation/revocation.js';
import type { RequestOrigin } from '../impersonation/terms.js';
import { findUserDetail, saveUserChanges } from './repository.js';

/** Text of the 404 for an unknown user id. */
export const USER_NOT_FOUND = 'User not found.';
/** Text of the 400 when an admin would remove their own admin flag. */
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin rights.';
/** Text of the 400 when an admin would disable themselves. */
export const CANNOT_DISABLE_SELF = 'You cannot disable yourself.';

/** Whether the changes touch what a user may do (as opposed to which client they see). */
function changesRights(user: UserRecord, changes: UserChanges) {
  const rolesChanged =
    changes.roles !== undefined &&
    (changes.roles.length !== user.roles.length ||
      changes.roles.some((role) => !user.roles.includes(role)));
  return (
    rolesChanged ||
    (changes.isAdmin !== undefined && changes.isAdmin !== user.isAdmin) ||
    (changes.canImpersonate !== undefined && changes.canImpersonate !== user.canImpersonate) ||
    // Showcase lets a user switch to any client's projects: as much a right as a role.
    (changes.isShowcaseUser !== undefined && changes.isShowcaseUser !== user.isShowcase) ||
    (changes.disabled !== undefined && changes.disabled !== user.disabled)
  );
}

/** The detail of a user for the admin form, or a 404. */
export async function userDetail(db: Db, id: number) {
  const user = await findUserDetail(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * PUT /api/admin/users/{id}. Rights never change while the admin acts as someone else; an admin
 * keeps their own admin flag and account; a disabled user loses every session; and any
 * impersonation the new rights no longer allow ends at once.
 */
export async function updateUser(
  db: Db,
  auth: AuthContext,
  id: number,
  changes: UserChanges,
  origin: RequestOrigin,
) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  if (auth.effective.id !== auth.original.id && changesRights(user, changes)) {
    throw forbidden(NOT_WHILE_IMPERSONATING);
  }
  const errors: FieldErrors = {};
  if (user.id === auth.original.id && changes.isAdmin === false) {
    errors.IsAdmin = [CANNOT_DEMOTE_SELF];
  }
  if (user.id === auth.original.id && changes.disabled === true) {
    errors.Disabled = [CANNOT_DISABLE_SELF];
  }
  if (typeof changes.clientId === 'number' && !(await clientExists(db, changes.clientId))) {
    errors.ClientId = [CLIENT_NOT_FOUND];
  }
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS_MESSAGE, errors);

  await saveUserChanges(db, id, changes);
  await endDisallowedImpersonations(db, id, origin, auth.original.email);
  return userDetail(db, id);
}

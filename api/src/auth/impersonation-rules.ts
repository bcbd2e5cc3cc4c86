import type { UserRecord } from '../account/user-repository.js';
import { Auth } from './auth-rules.js';

/** Text of the 403 for a sensitive action tried while acting as someone else. */
export const NOT_WHILE_IMPERSONATING = 'Not while impersonating.';

/** Whether this (original) user may impersonate at all. */
export const mayImpersonate = (original: UserRecord) =>
  !original.disabled && (original.isAdmin || original.canImpersonate);

/** The access rule of the impersonation endpoints: decided for the person at the keyboard. */
export const mayImpersonateRule = Auth.rule(
  'Someone who may impersonate (the signed-in person is an admin or may impersonate).',
  (auth) => mayImpersonate(auth.original),
);

/**
 * Why `original` may not act as `target`, or null when they may. Checked when an impersonation
 * starts and again on every request, so a change of rights ends it at once.
 */
export function impersonationRefusal(
  original: UserRecord,
  target: UserRecord | null,
): 'forbidden' | 'admin' | 'unknown' | 'self' | null {
  if (!mayImpersonate(original)) return 'forbidden';
  if (!target || target.disabled) return 'unknown';
  if (target.id === original.id) return 'self';
  if (target.isAdmin && !original.isAdmin) return 'admin';
  return null;
}

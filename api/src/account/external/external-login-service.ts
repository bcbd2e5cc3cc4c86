import type { Db } from '../../db/database.js';
import { deleteSessionsOf } from '../session-repository.js';
import { voidTokens } from '../tokens.js';
import { endChallengesOf } from '../two-factor-service.js';
import {
  claimUnconfirmedAccount,
  findUserByEmail,
  findUserById,
  insertContributor,
  type UserRecord,
} from '../user-repository.js';
import { findLinkedUserId, linkIdentity, unlinkAll } from './external-login-repository.js';
import type { ExternalIdentity } from './oidc-client.js';

/** Why an external sign-in was refused, in words for the person who tried. */
export class ExternalLoginError extends Error {}

/** Texts of refused external sign-ins. */
export const NO_EMAIL = (provider: string) =>
  `${provider} did not share your e-mail address, so we cannot sign you in with it.`;
export const EMAIL_NOT_VERIFIED = (provider: string) =>
  `Your ${provider} e-mail address is not verified, so it cannot be linked to the portal account ` +
  'that uses it. Log in with your password instead.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact the studio.';

/**
 * The person the provider vouches for owns the address; an account that never confirmed it holds
 * nothing they can trust (anyone may register any address). So before it is linked, everything
 * its registrant could still use ends: the password, the sessions, the e-mailed links, the open
 * second-factor challenges and any identity linked without a verified address.
 */
async function takeOver(db: Db, user: UserRecord) {
  await db.transaction().execute(async (trx) => {
    await claimUnconfirmedAccount(trx, user.id);
    await voidTokens(trx, user.id);
    await unlinkAll(trx, user.id);
    await endChallengesOf(trx, user.id);
    await deleteSessionsOf(trx, user.id);
  });
}

/** The account with the identity's address (linked by it only when the provider verified it). */
async function accountByAddress(
  db: Db,
  provider: { displayName: string },
  identity: ExternalIdentity & { email: string },
) {
  const user = await findUserByEmail(db, identity.email);
  if (!user) return null;
  // Linking by an unverified address would let anyone claim someone else's account.
  if (!identity.emailVerified)
    throw new ExternalLoginError(EMAIL_NOT_VERIFIED(provider.displayName));
  if (user.disabled) throw new ExternalLoginError(ACCOUNT_DISABLED);
  if (user.emailConfirmed) return user;
  await takeOver(db, user);
  return findUserById(db, user.id);
}

/**
 * The portal user of an external identity: the one linked to it before; else the account with
 * the same (provider-verified) e-mail, now linked (and taken over if its address was never
 * confirmed); else a new Contributor account.
 */
export async function userForExternalIdentity(
  db: Db,
  provider: { name: string; displayName: string },
  identity: ExternalIdentity,
) {
  const linkedId = await findLinkedUserId(db, provider.name, identity.subject);
  let user = linkedId === null ? null : await findUserById(db, linkedId);
  if (!user) {
    const { email } = identity;
    if (!email) throw new ExternalLoginError(NO_EMAIL(provider.displayName));
    user = await accountByAddress(db, provider, { ...identity, email });
    if (!user) {
      const id = await insertContributor(db, {
        email,
        // No password: argon2 cannot verify against an empty hash, so only this provider (or a
        // password reset through the e-mail) opens the account.
        passwordHash: '',
        emailConfirmed: identity.emailVerified,
        userName: identity.name ?? undefined,
      });
      // A concurrent sign-in created the account first: trying again finds it.
      if (id === 'taken') throw new Error('The account was created by a concurrent sign-in.');
      user = await findUserById(db, id);
    }
    if (!user) throw new Error('The new account could not be read back.');
    await linkIdentity(db, provider.name, identity.subject, user.id);
  }
  if (user.disabled) throw new ExternalLoginError(ACCOUNT_DISABLED);
  return user;
}

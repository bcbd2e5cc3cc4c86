import type { Db } from '../../db/database.js';
import { findUserByEmail, findUserById, insertContributor } from '../user-repository.js';
import { findLinkedUserId, linkIdentity } from './external-login-repository.js';
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
 * The portal user of an external identity: the one linked to it before; else the account with
 * the same (provider-verified) e-mail, now linked; else a new Contributor account.
 */
export async function userForExternalIdentity(
  db: Db,
  provider: { name: string; displayName: string },
  identity: ExternalIdentity,
) {
  const linkedId = await findLinkedUserId(db, provider.name, identity.subject);
  let user = linkedId === null ? null : await findUserById(db, linkedId);
  if (!user) {
    if (!identity.email) throw new ExternalLoginError(NO_EMAIL(provider.displayName));
    user = await findUserByEmail(db, identity.email);
    // Linking by an unverified address would let anyone claim someone else's account.
    if (user && !identity.emailVerified)
      throw new ExternalLoginError(EMAIL_NOT_VERIFIED(provider.displayName));
    user ??= await findUserById(
      db,
      await insertContributor(db, {
        email: identity.email,
        // No password: argon2 cannot verify against an empty hash, so only this provider (or a
        // password reset through the e-mail) opens the account.
        passwordHash: '',
        emailConfirmed: identity.emailVerified,
        userName: identity.name ?? undefined,
      }),
    );
    if (!user) throw new Error('The new account could not be read back.');
    await linkIdentity(db, provider.name, identity.subject, user.id);
  }
  if (user.disabled) throw new ExternalLoginError(ACCOUNT_DISABLED);
  return user;
}

import { hash } from '@node-rs/argon2';
import { confirmEmailPage, resetPasswordPage } from '@portal/contract';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { unlinkAll } from './external/external-login-repository.js';
import { composeMail } from '../mail/compose.js';
import type { Mailer } from './mailer.js';
import { deleteSessionsOf } from './session-repository.js';
import { consumeToken, issueToken, voidTokens } from './tokens.js';
import {
  findUserByEmail,
  insertContributor,
  markEmailConfirmed,
  normalizeEmail,
  setPasswordHash,
} from './user-repository.js';

/** Text of a 400 for an e-mail address that already has an account. */
export const EMAIL_TAKEN = 'An account with this email address already exists.';
/** Text of a 400 for a used, expired or foreign link. */
export const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

const emailTaken = () => badRequest(EMAIL_TAKEN, { Email: [EMAIL_TAKEN] });

/**
 * Creates an account (a Contributor without a client, its address not yet confirmed). Returns its
 * id and the confirmation e-mail, which the route sends once it has answered.
 */
export async function register(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  input: { email: string; password: string },
) {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const id = await insertContributor(db, {
    email: input.email,
    passwordHash: await hash(input.password),
    emailConfirmed: false,
  });
  // Another registration of the address won while this one was hashing.
  if (id === 'taken') throw emailTaken();
  const sendConfirmation = async () => {
    const token = await issueToken(db, id, 'confirm-email');
    const link = `${publicUrl}${confirmEmailPage(id, token)}`;
    await mailer.send(
      composeMail({
        to: normalizeEmail(input.email),
        subject: 'Confirm your e-mail address',
        intro: ['Welcome to the Lumen Studio portal.'],
        action: { label: 'Confirm your e-mail address', url: link },
        // Whoever opens the link vouches for the account and its password: say so plainly.
        outro: [
          'The link works once and expires in 3 days. If you did not create this account, do not open the link; ignore this e-mail.',
        ],
      }),
    );
  };
  return { userId: id, sendConfirmation };
}

/** Confirms an e-mail address from its link. */
export async function confirmEmail(db: Db, userId: number, token: string) {
  if (!(await consumeToken(db, userId, 'confirm-email', token)))
    throw badRequest(LINK_INVALID, { '': [LINK_INVALID] });
  await markEmailConfirmed(db, userId);
}

/**
 * E-mails a reset link when the address has an account; says nothing either way. The route runs
 * it after answering, so neither the time it takes nor a mail failure tells accounts apart.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
) {
  const user = await findUserByEmail(db, email);
  if (!user || user.disabled) return;
  const token = await issueToken(db, user.id, 'reset-password');
  const link = `${publicUrl}${resetPasswordPage(user.email, token)}`;
  await mailer.send(
    composeMail({
      to: user.email,
      subject: 'Reset your password',
      intro: ['Someone asked to reset the password of your Lumen Studio portal account.'],
      action: { label: 'Choose a new password', url: link },
      outro: ['The link works once and expires in 2 hours. If it was not you, ignore this e-mail.'],
    }),
  );
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. The link proves the
 * mailbox, so the address counts as confirmed from now on; an account that was not confirmed
 * also loses the external identities linked to it before (they never proved the address).
 */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string },
) {
  const user = await findUserByEmail(db, input.email);
  if (!user || !(await consumeToken(db, user.id, 'reset-password', input.token))) {
    throw badRequest(LINK_INVALID, { '': [LINK_INVALID] });
  }
  const passwordHash = await hash(input.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, { confirmEmail: true });
    await voidTokens(trx, user.id, ['reset-password']);
    if (!user.emailConfirmed) await unlinkAll(trx, user.id);
    await deleteSessionsOf(trx, user.id);
  });
}

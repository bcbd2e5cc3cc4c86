import { hash } from '@node-rs/argon2';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type { Mailer } from './mailer.js';
import { deleteSessionsOf } from './session-repository.js';
import { consumeToken, issueToken } from './tokens.js';
import {
  findUserByEmail,
  insertContributor,
  markEmailConfirmed,
  setPasswordHash,
} from './user-repository.js';

/** Text of a 400 for an e-mail address that already has an account. */
export const EMAIL_TAKEN = 'An account with this email address already exists.';
/** Text of a 400 for a used, expired or foreign link. */
export const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

/** Creates an account (a Contributor without a client) and e-mails the confirmation link. */
export async function register(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  input: { email: string; password: string },
): Promise<number> {
  if (await findUserByEmail(db, input.email))
    throw badRequest(EMAIL_TAKEN, { Email: [EMAIL_TAKEN] });
  const id = await insertContributor(db, {
    email: input.email,
    passwordHash: await hash(input.password),
    emailConfirmed: false,
  });
  const token = await issueToken(db, id, 'confirm-email');
  const link = `${publicUrl}/account/confirm-email?userId=${id}&token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: input.email,
    subject: 'Confirm your e-mail address',
    text: `Welcome to the Lumen Studio portal.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in 3 days.`,
  });
  return id;
}

/** Confirms an e-mail address from its link. */
export async function confirmEmail(db: Db, userId: number, token: string) {
  if (!(await consumeToken(db, userId, 'confirm-email', token)))
    throw badRequest(LINK_INVALID, { '': [LINK_INVALID] });
  await markEmailConfirmed(db, userId);
}

/** E-mails a reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
) {
  const user = await findUserByEmail(db, email);
  if (!user || user.disabled) return;
  const token = await issueToken(db, user.id, 'reset-password');
  const link = `${publicUrl}/account/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your Lumen Studio portal account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 2 hours. If it was not you, ignore this e-mail.`,
  });
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string },
) {
  const user = await findUserByEmail(db, input.email);
  if (!user || !(await consumeToken(db, user.id, 'reset-password', input.token))) {
    throw badRequest(LINK_INVALID, { '': [LINK_INVALID] });
  }
  await setPasswordHash(db, user.id, await hash(input.password));
  await deleteSessionsOf(db, user.id);
}

import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { badRequest, HttpError } from '../http/errors.js';
import { composeMail } from '../mail/compose.js';
import type { Mailer } from './mailer.js';
import type { LoginThrottle } from './login-throttle.js';
import { createSession } from './session-repository.js';
import { hashToken, randomToken } from './tokens.js';
import { findUserById } from './user-repository.js';

/** A challenge lives 15 minutes; each code 10 minutes; at most 5 codes and 5 tries. */
const CHALLENGE_MS = 15 * 60 * 1000;
const CODE_MS = 10 * 60 * 1000;
const MAX_SENDS = 5;
const MAX_ATTEMPTS = 5;

/** Texts of the second-factor answers. */
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const CODE_INVALID = 'That code is not right, or it has expired. Check the newest e-mail.';
export const TOO_MANY_CODES = 'Too many codes were asked for. Please sign in again later.';
export const TOO_MANY_TRIES = 'Too many wrong codes. Please sign in again.';
export const CODES_THROTTLED =
  'Too many wrong codes for this account or from this network. Please wait 15 minutes and try again.';

/**
 * Limits across challenges: a new password sign-in opens a new challenge, so the per-challenge
 * limits alone would let someone who knows the password guess codes for ever.
 */
export const CODE_LIMITS = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };
export const SEND_LIMITS = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

/** The throttles of the second factor: wrong codes, and codes e-mailed. */
export interface TwoFactorThrottles {
  codes: LoginThrottle;
  sends: LoginThrottle;
}

/** Opens a challenge after a correct password; returns the token for its HttpOnly cookie. */
export async function openChallenge(
  db: Db,
  userId: number,
  rememberMe: boolean,
  returnUrl: string | null,
) {
  const token = randomToken();
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: hashToken(token),
      user_id: userId,
      code_hash: null,
      code_expires_at: null,
      remember_me: rememberMe ? 1 : 0,
      return_url: returnUrl,
      expires_at: Date.now() + CHALLENGE_MS,
    })
    .execute();
  return token;
}

/** Ends every pending second-factor challenge of a user (their account changed hands). */
export async function endChallengesOf(db: Db, userId: number) {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

async function liveChallenge(db: Db, token: string | undefined) {
  if (!token) throw new HttpError(401, CHALLENGE_EXPIRED);
  const challenge = await db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  if (!challenge || challenge.expires_at < Date.now()) throw new HttpError(401, CHALLENGE_EXPIRED);
  return challenge;
}

/** E-mails a fresh 6-digit code for the challenge (earlier codes stop working). */
export async function sendCode(
  db: Db,
  mailer: Mailer,
  throttles: TwoFactorThrottles,
  request: { token: string | undefined; address: string },
) {
  const challenge = await liveChallenge(db, request.token);
  const account = String(challenge.user_id);
  if (challenge.sends >= MAX_SENDS || (await throttles.sends.isBlocked(account, request.address)))
    throw new HttpError(429, TOO_MANY_CODES);
  // Every e-mail counts, sent or not: the limit is on how many reach the inbox.
  await throttles.sends.fail(account, request.address);
  const user = await findUserById(db, challenge.user_id);
  if (!user || user.disabled) throw new HttpError(401, CHALLENGE_EXPIRED);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('two_factor_challenges')
    .set({
      code_hash: hashToken(`${challenge.id}:${code}`),
      code_expires_at: Date.now() + CODE_MS,
      sends: challenge.sends + 1,
    })
    .where('id', '=', challenge.id)
    .execute();
  await mailer.send(
    composeMail({
      to: user.email,
      subject: 'Your sign-in code',
      intro: [`Your Lumen Studio portal sign-in code is ${code}.`],
      outro: ['It expires in 10 minutes. If you did not try to sign in, change your password.'],
    }),
  );
}

/** Checks a code; on success the challenge ends and a session opens. */
export async function verifyCode(
  db: Db,
  throttles: TwoFactorThrottles,
  request: { token: string | undefined; code: string; address: string },
) {
  const { code, address } = request;
  const challenge = await liveChallenge(db, request.token);
  const account = String(challenge.user_id);
  if (challenge.attempts >= MAX_ATTEMPTS) throw new HttpError(429, TOO_MANY_TRIES);
  if (await throttles.codes.isBlocked(account, address)) throw new HttpError(429, CODES_THROTTLED);
  const valid =
    challenge.code_hash !== null &&
    (challenge.code_expires_at ?? 0) > Date.now() &&
    challenge.code_hash === hashToken(`${challenge.id}:${code}`);
  if (!valid) {
    await throttles.codes.fail(account, address);
    await db
      .updateTable('two_factor_challenges')
      .set({ attempts: challenge.attempts + 1 })
      .where('id', '=', challenge.id)
      .execute();
    throw badRequest(CODE_INVALID, { Code: [CODE_INVALID] });
  }
  await throttles.codes.succeed(account);
  await db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
  const persistent = challenge.remember_me === 1;
  const user = await findUserById(db, challenge.user_id);
  const session = await createSession(
    db,
    challenge.user_id,
    persistent,
    user?.isShowcase ? null : (user?.clientId ?? null),
  );
  return { session, persistent, returnUrl: challenge.return_url };
}

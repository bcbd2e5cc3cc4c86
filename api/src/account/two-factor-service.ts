import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { Mailer } from './mailer.js';
import { createSession } from './session-repository.js';
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

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Opens a challenge after a correct password; returns the token for its HttpOnly cookie. */
export async function openChallenge(
  db: Db,
  userId: number,
  rememberMe: boolean,
  returnUrl: string | null,
) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: hash(token),
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

async function liveChallenge(db: Db, token: string | undefined) {
  if (!token) throw new HttpError(401, CHALLENGE_EXPIRED);
  const challenge = await db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('id', '=', hash(token))
    .executeTakeFirst();
  if (!challenge || challenge.expires_at < Date.now()) throw new HttpError(401, CHALLENGE_EXPIRED);
  return challenge;
}

/** E-mails a fresh 6-digit code for the challenge (earlier codes stop working). */
export async function sendCode(db: Db, mailer: Mailer, token: string | undefined) {
  const challenge = await liveChallenge(db, token);
  if (challenge.sends >= MAX_SENDS) throw new HttpError(429, TOO_MANY_CODES);
  const user = await findUserById(db, challenge.user_id);
  if (!user || user.disabled) throw new HttpError(401, CHALLENGE_EXPIRED);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('two_factor_challenges')
    .set({
      code_hash: hash(`${challenge.id}:${code}`),
      code_expires_at: Date.now() + CODE_MS,
      sends: challenge.sends + 1,
    })
    .where('id', '=', challenge.id)
    .execute();
  await mailer.send({
    to: user.email,
    subject: 'Your sign-in code',
    text: `Your Lumen Studio portal sign-in code is ${code}.\n\nIt expires in 10 minutes. If you did not try to sign in, change your password.`,
  });
}

/** Checks a code; on success the challenge ends and a session opens. */
export async function verifyCode(db: Db, token: string | undefined, code: string) {
  const challenge = await liveChallenge(db, token);
  if (challenge.attempts >= MAX_ATTEMPTS) throw new HttpError(429, TOO_MANY_TRIES);
  const valid =
    challenge.code_hash !== null &&
    (challenge.code_expires_at ?? 0) > Date.now() &&
    challenge.code_hash === hash(`${challenge.id}:${code}`);
  if (!valid) {
    await db
      .updateTable('two_factor_challenges')
      .set({ attempts: challenge.attempts + 1 })
      .where('id', '=', challenge.id)
      .execute();
    throw badRequest(CODE_INVALID, { Code: [CODE_INVALID] });
  }
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

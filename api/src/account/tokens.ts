import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** What an e-mailed link is for, and how long it lives. */
export const TOKEN_LIFETIMES_MS = {
  'confirm-email': 3 * 24 * 3600 * 1000,
  'reset-password': 2 * 3600 * 1000,
  /** An invitation: confirms the address and sets the first password. */
  invite: 7 * 24 * 3600 * 1000,
} as const;

/** The purpose of a token. */
export type TokenPurpose = keyof typeof TOKEN_LIFETIMES_MS;

/** A fresh secret for a cookie or an e-mailed link: 32 random bytes, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps of a secret: its SHA-256, so a copy of the tables opens no session,
 * challenge or link.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a token for a user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await voidTokens(db, userId, [purpose]);
  await db
    .insertInto('account_tokens')
    .values({
      id: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: Date.now() + TOKEN_LIFETIMES_MS[purpose],
      used_at: null,
    })
    .execute();
  return token;
}

/** Uses a token once: true when it belonged to the user, had this purpose and was live. */
export async function consumeToken(db: Db, userId: number, purpose: TokenPurpose, token: string) {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: Date.now() })
    .where('id', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids a user's unused tokens (of the given purposes, or all): their links stop working. */
export async function voidTokens(db: Db, userId: number, purposes?: readonly TokenPurpose[]) {
  let query = db
    .updateTable('account_tokens')
    .set({ used_at: Date.now() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (purposes) query = query.where('purpose', 'in', purposes);
  await query.execute();
}

import type { Db } from '../../db/database.js';

/** The portal user an external identity (provider and subject) was linked to, if any. */
export async function findLinkedUserId(db: Db, provider: string, subject: string) {
  const link = await db
    .selectFrom('external_logins')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return link?.user_id ?? null;
}

/** Links an external identity to a portal user. */
export async function linkIdentity(db: Db, provider: string, subject: string, userId: number) {
  await db
    .insertInto('external_logins')
    .values({ provider, subject, user_id: userId, created_at: new Date().toISOString() })
    .execute();
}

/** Removes every external identity linked to a portal user. */
export async function unlinkAll(db: Db, userId: number) {
  await db.deleteFrom('external_logins').where('user_id', '=', userId).execute();
}

import type { Db } from '../db/database.js';

/** Links that still work at `now`: not revoked, not expired. */
const active = (db: Db, now: string) =>
  db
    .selectFrom('share_links')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));

/** A link by its token's hash, whatever its state (the caller says which it is in). */
export const findLinkByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** A link's row. */
export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof findLinkByToken>>>;

/** A project's working links, newest first, with who made them and the shared post's title. */
export const activeLinksOf = (db: Db, projectId: number, now: string) =>
  active(db, now)
    .leftJoin('users', 'users.id', 'share_links.created_by')
    .leftJoin('posts', 'posts.id', 'share_links.post_id')
    .selectAll('share_links')
    .select(['users.user_name as creatorName', 'posts.title as postTitle'])
    .select((eb) =>
      eb
        .selectFrom('share_guests')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('share_guests.link_id', '=', 'share_links.id')
        .as('guestCount'),
    )
    .where('share_links.project_id', '=', projectId)
    .orderBy('share_links.id', 'desc')
    .execute();

/** One link by id, whatever its state (for revoking). */
export const findLink = (db: Db, id: number) =>
  db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();

/** Counts one visit. */
export const countView = (db: Db, id: number, now: string) =>
  db
    .updateTable('share_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: now }))
    .where('id', '=', id)
    .execute();

/** Stores who a visit of a link said it was; answers the guest's id. */
export async function insertGuest(db: Db, linkId: number, guest: { name: string; email: string }) {
  const { id } = await db
    .insertInto('share_guests')
    .values({ link_id: linkId, ...guest, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A guest of a link, or undefined (a guest of another link is none of this one's). */
export const findGuest = (db: Db, linkId: number, id: number) =>
  db
    .selectFrom('share_guests')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .where('link_id', '=', linkId)
    .executeTakeFirst();

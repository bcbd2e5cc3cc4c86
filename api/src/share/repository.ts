import type { Db } from '../db/database.js';

/** Links that still work at `now`: not revoked, not expired. */
const active = (db: Db, now: string) =>
  db
    .selectFrom('share_links')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));

/** A working link by its token's hash. */
export const findActiveLink = (db: Db, tokenHash: string, now: string) =>
  active(db, now).selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** A working link's row. */
export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof findActiveLink>>>;

/** A project's working links, newest first, with who made them and the shared post's title. */
export const activeLinksOf = (db: Db, projectId: number, now: string) =>
  active(db, now)
    .leftJoin('users', 'users.id', 'share_links.created_by')
    .leftJoin('posts', 'posts.id', 'share_links.post_id')
    .selectAll('share_links')
    .select(['users.user_name as creatorName', 'posts.title as postTitle'])
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

import type { Db } from '../db/database.js';

/** A link by its token's hash, whatever its state (the caller says which it is in). */
export const findUploadLinkByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('upload_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** A link's row. */
export type UploadLinkRow = NonNullable<Awaited<ReturnType<typeof findUploadLinkByToken>>>;

/** One link by id, whatever its state (for turning it off). */
export const findUploadLink = (db: Db, id: number) =>
  db.selectFrom('upload_links').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether a medium came through this link (what its sender may follow). */
export const cameThrough = async (db: Db, linkId: number, mediaId: number) =>
  (await db
    .selectFrom('media')
    .select('id')
    .where('id', '=', mediaId)
    .where('upload_link_id', '=', linkId)
    .executeTakeFirst()) !== undefined;

/** The bytes and files a link took (finished files; those in progress are `pendingBytes`). */
const received = (db: Db) =>
  db
    .selectFrom('media')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('media.size'), eb.lit(0)).as('bytes'),
      eb.fn.countAll<number>().as('files'),
    ]);

/**
 * A post's links, newest first, with who made them, what each took, and whether it works at `now`
 * (neither turned off nor expired); the working ones come first.
 */
export async function linksOf(db: Db, postId: number, now: string) {
  const rows = await db
    .selectFrom('upload_links')
    .innerJoin('users', 'users.id', 'upload_links.created_by')
    .selectAll('upload_links')
    .select('users.user_name as creatorName')
    .where('upload_links.post_id', '=', postId)
    .orderBy('upload_links.id', 'desc')
    .execute();
  const taken = await Promise.all(rows.map((row) => takenBy(db, row.id)));
  const links = rows.map((row, index) => ({
    ...row,
    ...taken[index]!,
    working: row.revoked_at === null && (row.expires_at === null || row.expires_at > now),
  }));
  return [...links.filter((link) => link.working), ...links.filter((link) => !link.working)];
}

/** What a link took: its finished files' bytes and count. */
export async function takenBy(db: Db, linkId: number) {
  const row = await received(db).where('media.upload_link_id', '=', linkId).executeTakeFirst();
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/** The bytes a link's uploads in progress will take, but `uploadId`'s own. */
export async function pendingBytes(db: Db, linkId: number, exceptUploadId: string) {
  const row = await db
    .selectFrom('uploads')
    .innerJoin('upload_senders', 'upload_senders.id', 'uploads.sender_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('uploads.total_size'), eb.lit(0)).as('bytes'))
    .where('upload_senders.link_id', '=', linkId)
    .where('uploads.upload_id', '!=', exceptUploadId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Stores who a visit of a link said it was; answers the sender's id. */
export async function insertSender(
  db: Db,
  linkId: number,
  sender: { name: string; email: string },
) {
  const { id } = await db
    .insertInto('upload_senders')
    .values({ link_id: linkId, ...sender, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A sender of a link, or undefined (a sender of another link is none of this one's). */
export const findSender = (db: Db, linkId: number, id: number) =>
  db
    .selectFrom('upload_senders')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .where('link_id', '=', linkId)
    .executeTakeFirst();

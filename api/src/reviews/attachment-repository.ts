import type { Db } from '../db/database.js';
import type { CommentAttachmentTable } from '../db/schema.js';

/** A comment attachment as stored. */
export type AttachmentRow = Omit<CommentAttachmentTable, 'id'> & { id: number };

/** Stores a finished attachment (bound to no comment yet); its id. */
export async function insertAttachment(db: Db, row: Omit<AttachmentRow, 'id' | 'comment_id'>) {
  const { id } = await db
    .insertInto('comment_attachments')
    .values({ ...row, comment_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One attachment, or undefined. */
export const findAttachment = (db: Db, id: number) =>
  db
    .selectFrom('comment_attachments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<AttachmentRow | undefined>;

/** The attachments of these comments, oldest first. */
export async function attachmentsOf(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('comment_attachments')
    .selectAll()
    .where('comment_id', 'in', commentIds)
    .orderBy('id')
    .execute() as Promise<AttachmentRow[]>;
}

/**
 * Binds the user's unbound attachments on the medium to a comment; how many it bound (fewer than
 * asked: some id was not theirs to use).
 */
export async function bindAttachments(
  db: Db,
  ids: readonly number[],
  to: { mediaId: number; userId: number; commentId: number },
) {
  const bound = await db
    .updateTable('comment_attachments')
    .set({ comment_id: to.commentId })
    .where('id', 'in', ids)
    .where('media_id', '=', to.mediaId)
    .where('uploaded_by', '=', to.userId)
    .where('comment_id', 'is', null)
    .executeTakeFirst();
  return Number(bound.numUpdatedRows);
}

/** Removes the attachments of these comments; the keys of their files (to remove after commit). */
export async function removeAttachmentsOf(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return [];
  const rows = await db
    .deleteFrom('comment_attachments')
    .where('comment_id', 'in', commentIds)
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}

/** Removes the unbound attachments finished before `before`; the keys of their files. */
export async function removeLapsedAttachments(db: Db, before: Date) {
  const rows = await db
    .deleteFrom('comment_attachments')
    .where('comment_id', 'is', null)
    .where('created_at', '<', before.toISOString())
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}

/**
 * The files of every attachment on these media (used or not), read before the media go: their
 * rows go with the media (a cascade), their files are removed with the media's own.
 */
export async function attachmentKeysOf(db: Db, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('comment_attachments')
    .select('file_key')
    .where('media_id', 'in', [...mediaIds])
    .execute();
  return rows.map((row) => row.file_key);
}

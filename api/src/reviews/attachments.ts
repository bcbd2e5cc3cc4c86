import path from 'node:path';
import {
  COMMENT_ATTACHMENT_MESSAGES,
  COMMENT_ATTACHMENT_PATH,
  isInlinePicture,
  pathOf,
  SHARED_COMMENT_ATTACHMENT_PATH,
  type CommentAttachment,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { attachmentNamed } from '../http/content-disposition.js';
import { forbidden, notFound } from '../http/errors.js';
import { contentTypeOf } from '../media/file-names.js';
import type { FileStore } from '../media/file-store.js';
import { sendStored } from '../media/send-stored.js';
import type { ReviewCaller } from './access.js';
import {
  attachmentsOf,
  bindAttachments,
  findAttachment,
  type AttachmentRow,
} from './attachment-repository.js';
import { findMediaComment } from './repository.js';

/** A comment's attachments by comment id, as the caller reads them. */
export type AttachmentsByComment = Map<number, CommentAttachment[]>;

/** Where a stored attachment's file is kept, and how it is removed: the media store. */
export interface AttachmentFiles {
  store: FileStore;
  /** Told of a file that could not be removed (the row is gone; the stray sweep takes it). */
  log(error: unknown, message: string): void;
}

/** The type an attachment is served as: its name's, else bytes (never sniffed). */
export function attachmentTypeOf(fileName: string) {
  if (path.extname(fileName).toLowerCase() === '.gif') return 'image/gif';
  return contentTypeOf(fileName) || 'application/octet-stream';
}

/** An attachment as the caller reads it: its download address is under their review link, if any. */
export function toAttachment(caller: Pick<ReviewCaller, 'shareToken'>, row: AttachmentRow) {
  const params = { mediaId: row.media_id, id: row.id };
  return {
    id: row.id,
    fileName: row.file_name,
    size: row.size,
    contentType: row.content_type,
    isPicture: isInlinePicture(row.content_type),
    url:
      caller.shareToken === null
        ? pathOf(COMMENT_ATTACHMENT_PATH, params)
        : pathOf(SHARED_COMMENT_ATTACHMENT_PATH, { ...params, token: caller.shareToken }),
  } satisfies CommentAttachment;
}

/** The attachments of these comments, grouped by comment. */
export async function attachmentsFor(
  db: Db,
  caller: ReviewCaller,
  commentIds: readonly number[],
): Promise<AttachmentsByComment> {
  const files: AttachmentsByComment = new Map();
  for (const row of await attachmentsOf(db, commentIds)) {
    const list = files.get(row.comment_id!) ?? [];
    list.push(toAttachment(caller, row));
    files.set(row.comment_id!, list);
  }
  return files;
}

/**
 * Binds the files a new comment names to it (inside its transaction): guests attach nothing, and
 * each id must be the caller's own unbound attachment on the medium, else 403 and no comment.
 */
export async function attachTo(
  db: Db,
  caller: ReviewCaller,
  commentId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  if (caller.guest || caller.actor.userId === null) {
    throw forbidden(COMMENT_ATTACHMENT_MESSAGES.guests);
  }
  const bound = await bindAttachments(db, ids, {
    mediaId: caller.medium.id,
    userId: caller.actor.userId,
    commentId,
  });
  if (bound !== ids.length) throw forbidden(COMMENT_ATTACHMENT_MESSAGES.notYours);
}

/**
 * An attachment the caller may fetch: one of a live comment on the caller's medium (they read its
 * review), or their own not yet used; anything else is the 404 that reveals nothing.
 */
async function fetchable(db: Db, caller: ReviewCaller, mediaId: number, id: number) {
  const row = await findAttachment(db, id);
  const missing = () => notFound(COMMENT_ATTACHMENT_MESSAGES.notFound);
  if (!row || row.media_id !== mediaId || row.media_id !== caller.medium.id) throw missing();
  if (row.comment_id === null) {
    if (caller.actor.userId === null || row.uploaded_by !== caller.actor.userId) throw missing();
    return row;
  }
  const comment = await findMediaComment(db, row.comment_id);
  if (!comment || comment.deletedAt !== null) throw missing();
  return row;
}

/**
 * Sends an attachment's bytes (ranges and conditions as a medium's file): as a download named
 * after the file, or inline for a png, jpeg, webp or gif asked for with `?inline=1`. Never
 * sniffed, and sandboxed, whatever it holds.
 */
export async function sendAttachment(
  { db, store }: { db: Db; store: FileStore },
  request: FastifyRequest,
  reply: FastifyReply,
  caller: ReviewCaller,
  { mediaId, id, inline }: { mediaId: number; id: number; inline: boolean },
) {
  const row = await fetchable(db, caller, mediaId, id);
  const shown = inline && isInlinePicture(row.content_type);
  return sendStored(
    request,
    reply,
    { stat: () => store.stat(row.file_key), open: (range) => store.open(row.file_key, range) },
    {
      missing: COMMENT_ATTACHMENT_MESSAGES.notFound,
      describe: () => {
        reply
          .header('Cache-Control', 'private, max-age=300')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .header(
            'Content-Disposition',
            shown
              ? `inline; filename*=UTF-8''${encodeURIComponent(row.file_name)}`
              : attachmentNamed(row.file_name),
          )
          .type(shown ? row.content_type : row.content_type || 'application/octet-stream');
      },
    },
  );
}

/** Removes attachments' files once their rows are gone (a failure is logged, never the caller's). */
export async function removeAttachmentFiles(files: AttachmentFiles, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await files.store.remove(key);
    } catch (error) {
      files.log(error, `Could not remove the attachment file ${key}`);
    }
  }
}

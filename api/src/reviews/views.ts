import {
  guestAuthorName,
  type Anchor,
  type ReviewPerson,
  type ReviewReply,
  type ReviewThread,
} from '@portal/contract';
import { isAuthor, mayResolve, type ReviewCaller } from './access.js';
import type { AttachmentsByComment } from './attachments.js';
import { sideOf } from './people.js';
import type { MediaCommentRow } from './repository.js';

/** The name shown for someone whose account is gone. */
export const FORMER_USER = 'Former user';

/** The user ids a comment mentions (stored as a JSON array). */
export const mentionIds = (row: Pick<MediaCommentRow, 'mentions'>) =>
  JSON.parse(row.mentions) as number[];

/** A stored pin (the contract's parsed shape, stored as JSON). */
export const anchorOf = (row: Pick<MediaCommentRow, 'anchor'>) =>
  row.anchor === null ? null : (JSON.parse(row.anchor) as Anchor);

/** The people comments mention, by id (those gone are left out of the list). */
export type MentionedPeople = Map<number, ReviewPerson>;

/** Who wrote a live comment: a user (or 'Former user'), or a guest of a review link (no id). */
function authorOf(row: MediaCommentRow) {
  if (row.guestName !== null) {
    return {
      id: null,
      name: guestAuthorName(row.guestName, row.guestLinkLabel ?? ''),
      side: 'client' as const,
    };
  }
  return {
    id: row.authorName === null ? null : row.authorId,
    name: row.authorName ?? FORMER_USER,
    side: sideOf(row.authorInternal),
  };
}

/** A comment as the API answers it: a tombstone keeps its place but neither words nor author. */
function commentFields(
  caller: ReviewCaller,
  row: MediaCommentRow,
  people: MentionedPeople,
  files: AttachmentsByComment,
) {
  const live = row.deletedAt === null;
  const own = live && isAuthor(caller, row.authorId) && caller.access.comment;
  return {
    id: row.id,
    mediaId: row.mediaId,
    parentId: row.parentId,
    text: row.text,
    author: live ? authorOf(row) : null,
    mentions: mentionIds(row).flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    createdDate: row.createdAt,
    editedDate: row.editedAt,
    isDeleted: !live,
    attachments: live ? (files.get(row.id) ?? []) : [],
    canEdit: own,
    canDelete: own,
  };
}

/** A reply. */
export const toReply = (
  caller: ReviewCaller,
  row: MediaCommentRow,
  people: MentionedPeople,
  files: AttachmentsByComment = new Map(),
): ReviewReply => commentFields(caller, row, people, files);

/** A thread with its replies (oldest first). */
export function toThread(
  caller: ReviewCaller,
  row: MediaCommentRow,
  replies: readonly MediaCommentRow[],
  people: MentionedPeople,
  files: AttachmentsByComment = new Map(),
): ReviewThread {
  return {
    ...commentFields(caller, row, people, files),
    number: row.number ?? 0,
    version: row.version,
    anchor: anchorOf(row)!,
    hasDrawing: row.drawing !== null,
    resolved:
      row.resolvedAt === null
        ? null
        : { by: row.resolverName ?? FORMER_USER, date: row.resolvedAt },
    canResolve: row.deletedAt === null && mayResolve(caller, row.authorId),
    replies: replies.map((reply) => toReply(caller, reply, people, files)),
  };
}

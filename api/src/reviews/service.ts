import {
  compareAnchors,
  INVALID_FIELDS_MESSAGE,
  MEDIA_VERSION_MESSAGES,
  type Drawing,
  REVIEW_COMMENT_MESSAGES,
  type NewReviewComment,
  type ReviewCommentQuery,
  type ReviewThread,
  type ReviewThreadList,
} from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.js';
import { isOutsideProject, projectNotFound, scopeOf } from '../projects/project-scope.js';
import { findProject } from '../projects/repository.js';
import {
  callerOn,
  isAuthor,
  mayResolve,
  requireCommenter,
  type ReviewCaller,
  type ReviewedMedium,
} from './access.js';
import { versionTiming } from '../media/versions.js';
import { removeAttachmentsOf } from './attachment-repository.js';
import {
  attachmentsFor,
  attachTo,
  removeAttachmentFiles,
  type AttachmentFiles,
} from './attachments.js';
import type { ReviewLive } from './live.js';
import type { ReviewNotifier } from './notifier.js';
import { projectPeople, sideOf } from './people.js';
import { checkDrawing, checkPin, framed } from './pin-rules.js';
import {
  commentsOfMedium,
  findMediaComment,
  insertMediaComment,
  markCommentDeleted,
  mediumOfComment,
  removeMediaComment,
  replyCount,
  repliesOf,
  setResolution,
  takeMediumTurn,
  updateMediaComment,
  usersByIds,
  type MediaCommentRow,
} from './repository.js';
import { anchorOf, mentionIds, toReply, toThread, type MentionedPeople } from './views.js';

/** What the comment rules write through. */
export interface ReviewDeps {
  db: Db;
  notifier: ReviewNotifier;
  live: ReviewLive;
  /** Where comments' attachments are kept (removed with their comments). */
  files: AttachmentFiles;
}

/** The people these comments mention, by id. */
async function mentionedIn(db: Db, rows: readonly MediaCommentRow[]): Promise<MentionedPeople> {
  const ids = [...new Set(rows.flatMap(mentionIds))];
  const users = await usersByIds(db, ids);
  return new Map(users.map((u) => [u.id, { id: u.id, name: u.name, side: sideOf(u.internal) }]));
}

/** 400 `Mentions` unless every mentioned user is one of the project's people (guests mention nobody). */
async function checkMentions(db: Db, caller: ReviewCaller, ids: readonly number[]) {
  if (ids.length === 0) return;
  if (caller.guest) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { Mentions: [REVIEW_COMMENT_MESSAGES.guestMentions] });
  }
  const people = new Set(
    (await projectPeople(db, caller.medium.project.clientId)).map((person) => person.id),
  );
  if (ids.some((id) => !people.has(id))) {
    const message = REVIEW_COMMENT_MESSAGES.mentionNotOnProject;
    throw badRequest(INVALID_FIELDS_MESSAGE, { Mentions: [message] });
  }
}

/** GET a medium's threads: the team's only (a Showcase project's public: 404, as for its review). */
export async function threadList(
  db: Db,
  auth: AuthContext,
  mediaId: number,
  query: ReviewCommentQuery,
): Promise<ReviewThreadList> {
  return threadsFor(db, await callerOn(db, auth, mediaId), query);
}

/** A medium's threads as the caller reads them (a user, or a guest of a review link). */
export async function threadsFor(
  db: Db,
  caller: ReviewCaller,
  query: ReviewCommentQuery,
): Promise<ReviewThreadList> {
  const mediaId = caller.medium.id;
  const rows = await commentsOfMedium(db, mediaId);
  const people = await mentionedIn(db, rows);
  const all = rows.filter((row) => row.parentId === null);
  const live = all.filter((row) => row.deletedAt === null);
  const open = live.filter((row) => row.resolvedAt === null).length;
  const shown = all.filter(
    (row) => query.status === 'all' || (query.status === 'open') === (row.resolvedAt === null),
  );
  // Each pin read once, and replies grouped once: a medium may carry hundreds of threads.
  const anchors = new Map(shown.map((row) => [row.id, anchorOf(row)!]));
  shown.sort(
    query.order === 'newest'
      ? (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id
      : (a, b) =>
          compareAnchors(anchors.get(a.id)!, anchors.get(b.id)!) ||
          (a.number ?? 0) - (b.number ?? 0),
  );
  const files = await attachmentsFor(
    db,
    caller,
    rows.map((row) => row.id),
  );
  const replies = new Map<number, MediaCommentRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const thread = replies.get(row.parentId);
    if (thread) thread.push(row);
    else replies.set(row.parentId, [row]);
  }
  return {
    threads: shown.map((thread) =>
      toThread(caller, thread, replies.get(thread.id) ?? [], people, files),
    ),
    open,
    resolved: live.length - open,
    frameRate: caller.medium.frameRate,
    duration: caller.medium.duration,
    canComment: caller.access.comment,
  };
}

/** A comment as the create and edit calls answer it: a thread with its replies, or a reply. */
async function answer(db: Db, caller: ReviewCaller, id: number) {
  const row = (await findMediaComment(db, id))!;
  const replies = row.parentId === null ? await repliesOf(db, row.id) : [];
  const people = await mentionedIn(db, [row, ...replies]);
  const files = await attachmentsFor(db, caller, [row.id, ...replies.map((reply) => reply.id)]);
  return row.parentId === null
    ? toThread(caller, row, replies, people, files)
    : toReply(caller, row, people, files);
}

/** The thread a reply answers: a live thread of the same medium, else a 400 `ParentId`. */
async function parentOf(db: Db, mediaId: number, parentId: number) {
  const parent = await findMediaComment(db, parentId);
  const problem =
    !parent || parent.mediaId !== mediaId
      ? REVIEW_COMMENT_MESSAGES.parentNotFound
      : parent.parentId !== null
        ? REVIEW_COMMENT_MESSAGES.parentIsReply
        : parent.deletedAt !== null
          ? REVIEW_COMMENT_MESSAGES.parentDeleted
          : null;
  if (problem) throw badRequest(INVALID_FIELDS_MESSAGE, { ParentId: [problem] });
  return parent!;
}

/**
 * The medium as a thread on one of its versions is pinned to (a time within that version's
 * length); 400 for a version it does not have.
 */
async function timingAt(db: Db, medium: ReviewedMedium, version: number) {
  if (version === medium.version) return medium;
  const timing = version < medium.version ? await versionTiming(db, medium.id, version) : undefined;
  if (!timing) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { Version: [MEDIA_VERSION_MESSAGES.notFound] });
  }
  return { ...medium, ...timing };
}

/** A reply has no pin or drawing of its own: 400 on whichever was sent. */
function refusePinOnReply(input: Pick<NewReviewComment, 'anchor' | 'drawing'>) {
  const errors: Record<string, string[]> = {};
  if (input.anchor !== null) errors.Anchor = [REVIEW_COMMENT_MESSAGES.replyPinned];
  if (input.drawing !== null) errors.Drawing = [REVIEW_COMMENT_MESSAGES.replyPinned];
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS_MESSAGE, errors);
}

/** POST a thread pinned to the medium, or a reply to one; then notifications and the live event. */
export async function addComment(
  deps: ReviewDeps,
  auth: AuthContext,
  mediaId: number,
  input: NewReviewComment,
) {
  return commentAs(deps, await callerOn(deps.db, auth, mediaId), input);
}

/** A thread or reply by the caller (a user, or a guest of a review link). */
export async function commentAs(
  { db, notifier, live }: ReviewDeps,
  caller: ReviewCaller,
  input: NewReviewComment,
) {
  const mediaId = caller.medium.id;
  requireCommenter(caller);
  const version = input.version ?? caller.medium.version;
  let anchor = input.anchor;
  if (input.parentId !== null) refusePinOnReply(input);
  else if (anchor === null) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { Anchor: [REVIEW_COMMENT_MESSAGES.anchorRequired] });
  } else {
    const timing = await timingAt(db, caller.medium, version);
    checkPin(timing, anchor, input.drawing);
    anchor = framed(timing, anchor);
  }
  await checkMentions(db, caller, input.mentions);
  // One transaction on the medium's turn: the parent cannot go between the check and the
  // insert, and two new threads never take one number.
  const { id, parent } = await db.transaction().execute(async (trx) => {
    await takeMediumTurn(trx, mediaId);
    const parent = input.parentId === null ? null : await parentOf(trx, mediaId, input.parentId);
    const id = await insertMediaComment(trx, {
      mediaId,
      parentId: parent?.id ?? null,
      authorId: caller.actor.userId,
      guestId: caller.actor.guestId,
      text: input.text,
      anchor: anchor === null ? null : JSON.stringify(anchor),
      drawing: input.drawing === null ? null : JSON.stringify(input.drawing),
      mentions: JSON.stringify(input.mentions),
      // A reply is on its thread's version.
      version: parent?.version ?? version,
    });
    // The caller's own unused files on this medium, or no comment at all (403).
    await attachTo(trx, caller, id, input.attachments);
    return { id, parent };
  });
  const comment = await answer(db, caller, id);
  const author = { id: caller.actor.userId, userName: caller.actor.name };
  await notifier.commented(
    caller.medium,
    {
      id,
      text: input.text,
      isReply: parent !== null,
      anchor: parent ? anchorOf(parent) : anchor,
      threadAuthorId: parent?.authorId ?? null,
    },
    author,
    comment.author?.side ?? 'client',
    input.mentions,
  );
  await live.changed(mediaId, 'comment', id);
  return comment;
}

/** The caller on a comment's medium, and the comment; 404 when either is not theirs to see. */
async function callerOnComment(db: Db, auth: AuthContext, id: number) {
  const mediaId = await mediumOfComment(db, id);
  if (mediaId === undefined) throw notFound(REVIEW_COMMENT_MESSAGES.notFound);
  const caller = await callerOn(db, auth, mediaId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? notFound(REVIEW_COMMENT_MESSAGES.notFound)
      : error;
  });
  const row = await findMediaComment(db, id);
  if (!row || row.deletedAt !== null) throw notFound(REVIEW_COMMENT_MESSAGES.notFound);
  return { caller, row };
}

/** GET a thread's drawing (null when it has none, and for a reply): the team's only. */
export async function threadDrawing(db: Db, auth: AuthContext, id: number) {
  const { row } = await callerOnComment(db, auth, id);
  return drawingOf(row);
}

/** A thread's drawing on the caller's medium (a guest's link names the medium): 404 elsewhere. */
export async function drawingFor(db: Db, caller: ReviewCaller, id: number) {
  const row = await findMediaComment(db, id);
  if (!row || row.deletedAt !== null || row.mediaId !== caller.medium.id) {
    throw notFound(REVIEW_COMMENT_MESSAGES.notFound);
  }
  return drawingOf(row);
}

const drawingOf = (row: MediaCommentRow) => ({
  drawing: row.drawing === null ? null : (JSON.parse(row.drawing) as Drawing),
});

/**
 * PUT one's own comment: its words, mentions and, on a thread, its drawing (left out, the
 * drawing stays as it is).
 */
export async function editComment(
  { db, notifier, live }: ReviewDeps,
  auth: AuthContext,
  id: number,
  changes: { text: string; drawing?: NewReviewComment['drawing']; mentions: number[] },
) {
  const { caller, row } = await callerOnComment(db, auth, id);
  requireCommenter(caller);
  if (!isAuthor(caller, row.authorId)) throw forbidden(REVIEW_COMMENT_MESSAGES.notYours);
  const { drawing } = changes;
  if (row.parentId !== null) refusePinOnReply({ anchor: null, drawing: drawing ?? null });
  else if (drawing !== undefined) checkDrawing(caller.medium, anchorOf(row), drawing);
  await checkMentions(db, caller, changes.mentions);
  await updateMediaComment(db, id, {
    text: changes.text,
    drawing: drawing === undefined ? row.drawing : drawing && JSON.stringify(drawing),
    mentions: JSON.stringify(changes.mentions),
  });
  // Only people mentioned for the first time hear of it; the others were told already.
  const before = new Set(mentionIds(row));
  const thread = row.parentId === null ? row : await findMediaComment(db, row.parentId);
  await notifier.mention(
    caller.medium,
    { id, text: changes.text, anchor: thread ? anchorOf(thread) : null },
    { id: caller.actor.userId, userName: caller.actor.name },
    changes.mentions.filter((user) => !before.has(user)),
  );
  await live.changed(row.mediaId, 'comment', id);
  return answer(db, caller, id);
}

/**
 * DELETE one's own comment. A thread with replies becomes a tombstone so they keep their
 * thread; a tombstone whose last reply goes is removed too, as nothing is left to read.
 */
export async function deleteComment(
  { db, notifier, live, files }: ReviewDeps,
  auth: AuthContext,
  id: number,
) {
  const { caller, row } = await callerOnComment(db, auth, id);
  requireCommenter(caller);
  if (!isAuthor(caller, row.authorId)) throw forbidden(REVIEW_COMMENT_MESSAGES.notYours);
  // A tombstone keeps its replies, not its files: the comment's attachments go either way.
  const removedFiles = await db.transaction().execute(async (trx) => {
    await takeMediumTurn(trx, row.mediaId);
    const keys = await removeAttachmentsOf(trx, [id]);
    if (row.parentId === null && (await replyCount(trx, id)) > 0) {
      await markCommentDeleted(trx, id);
      return keys;
    }
    await removeMediaComment(trx, id);
    if (row.parentId !== null) {
      const parent = await findMediaComment(trx, row.parentId);
      if (parent?.deletedAt && (await replyCount(trx, parent.id)) === 0) {
        await removeMediaComment(trx, parent.id);
      }
    }
    return keys;
  });
  await removeAttachmentFiles(files, removedFiles);
  await notifier.withdrawn(caller.medium, id);
  await live.changed(row.mediaId, 'comment', id);
}

/** PUT a thread's resolution: the studio or the thread's author resolve and reopen it. */
export async function resolveThread(
  { db, notifier, live }: ReviewDeps,
  auth: AuthContext,
  id: number,
  resolved: boolean,
) {
  const { caller, row } = await callerOnComment(db, auth, id);
  requireCommenter(caller);
  if (row.parentId !== null) {
    const message = REVIEW_COMMENT_MESSAGES.onlyThreads;
    throw badRequest(message, { '': [message] });
  }
  if (!mayResolve(caller, row.authorId)) throw forbidden(REVIEW_COMMENT_MESSAGES.mayNotResolve);
  // Asking for the state it is in changes nothing (two people clicking at once).
  if (resolved !== (row.resolvedAt !== null)) {
    await setResolution(db, id, resolved ? auth.effective.id : null);
    if (resolved) {
      await notifier.resolved(
        caller.medium,
        { id, text: row.text, authorId: row.authorId, anchor: anchorOf(row) },
        { id: caller.actor.userId, userName: caller.actor.name },
      );
    }
    await live.changed(row.mediaId, 'comment', id);
  }
  // A thread's id, so the answer is the thread.
  return (await answer(db, caller, id)) as ReviewThread;
}

/** GET a project's people (who may be mentioned): its team only (a Showcase project's public: 404). */
export async function peopleOf(db: Db, auth: AuthContext, projectId: number) {
  const project = await findProject(db, scopeOf(auth), projectId);
  if (!project || isOutsideProject(auth, project)) throw projectNotFound();
  return projectPeople(db, project.clientId);
}

import {
  COMMENT_MESSAGES,
  INVALID_FIELDS_MESSAGE,
  PROJECT_MESSAGES,
  type NewComment,
} from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { findProject } from '../projects/repository.js';
import { isOnProjectTeam, projectNotFound, scopeOf } from '../projects/project-scope.js';
import type { CommentNotifier } from './notifier.js';
import {
  findComment,
  insertComment,
  listThreads,
  markDeleted,
  removeComment,
  replyCount,
  type CommentRow,
} from './repository.js';

/** Said to someone who may look at a Showcase project but is not on its team. */
export const TEAM_ONLY = 'Comments on this project are open to its team only.';
const NOT_YOURS = 'Only its author or a project manager may delete this comment.';

/**
 * The project whose discussion the caller may join: one they can see (404 otherwise, so a
 * project's existence is never revealed), and on its team — a Showcase project's renders are
 * open to everyone, its discussion stays between its client and the studio.
 */
async function discussedProject(db: Db, auth: AuthContext, projectId: number) {
  const scope = scopeOf(auth);
  const project = await findProject(db, scope, projectId);
  if (!project) throw projectNotFound();
  if (!isOnProjectTeam(scope, project)) throw forbidden(TEAM_ONLY);
  return project;
}

const mayDelete = (auth: AuthContext, comment: CommentRow) =>
  comment.deletedAt === null &&
  (comment.authorId === auth.effective.id || auth.permissions.includes('Engage.Project.Manage'));

/** A comment as the API returns it; a tombstone keeps its place but neither words nor author. */
function toComment(auth: AuthContext, row: CommentRow) {
  return {
    id: row.id,
    parentId: row.parentId,
    text: row.text,
    authorName: row.deletedAt === null ? (row.authorName ?? 'Former user') : null,
    createdDate: row.createdAt,
    isDeleted: row.deletedAt !== null,
    canDelete: mayDelete(auth, row),
  };
}

/** GET comments: a page of threads, newest first, each with its replies oldest first. */
export async function commentPage(
  db: Db,
  auth: AuthContext,
  projectId: number,
  paging: { page: number; pageSize: number },
) {
  await discussedProject(db, auth, projectId);
  const { total, parents, replies } = await listThreads(db, projectId, paging);
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    items: parents.map((parent) => ({
      ...toComment(auth, parent),
      replies: replies
        .filter((reply) => reply.parentId === parent.id)
        .map((reply) => toComment(auth, reply)),
    })),
  };
}

/** The parent of a reply: a live top-level comment of the same project, else a 400 ParentId. */
async function parentOf(db: Db, projectId: number, parentId: number) {
  const parent = await findComment(db, projectId, parentId);
  const problem = !parent
    ? COMMENT_MESSAGES.parentNotFound
    : parent.parentId !== null
      ? COMMENT_MESSAGES.parentIsReply
      : parent.deletedAt !== null
        ? COMMENT_MESSAGES.parentDeleted
        : null;
  if (problem) throw badRequest(INVALID_FIELDS_MESSAGE, { ParentId: [problem] });
  return parent as CommentRow;
}

/** POST comments: stores the comment, then sends the notifications it calls for. */
export async function addComment(
  db: Db,
  notifier: CommentNotifier,
  auth: AuthContext,
  projectId: number,
  input: NewComment,
) {
  const project = await discussedProject(db, auth, projectId);
  // An archived project's discussion is kept and read, but closed.
  if (project.archived) throw conflict(PROJECT_MESSAGES.archived);
  // One transaction, so the parent cannot be deleted between the check and the insert.
  const { comment, parent } = await db.transaction().execute(async (trx) => {
    const parent = input.parentId ? await parentOf(trx, projectId, input.parentId) : null;
    const comment = await insertComment(trx, {
      projectId,
      parentId: parent?.id ?? null,
      authorId: auth.effective.id,
      text: input.text,
    });
    return { comment, parent };
  });
  await notifier.created(comment, parent, auth.effective, project);
  return { ...toComment(auth, comment), replies: [] };
}

/**
 * DELETE a comment (its author, or a holder of Project.Manage). A comment with replies becomes
 * a tombstone so the replies keep their thread; a thread whose last reply goes while its own
 * comment is a tombstone goes too, as nothing is left to read.
 */
export async function deleteComment(
  db: Db,
  notifier: CommentNotifier,
  auth: AuthContext,
  projectId: number,
  id: number,
) {
  await discussedProject(db, auth, projectId);
  const comment = await db.transaction().execute(async (trx) => {
    const comment = await findComment(trx, projectId, id);
    if (!comment || comment.deletedAt !== null) throw notFound('Comment not found.');
    if (!mayDelete(auth, comment)) throw forbidden(NOT_YOURS);
    if (comment.parentId === null && (await replyCount(trx, id)) > 0) await markDeleted(trx, id);
    else await removeComment(trx, id);
    if (comment.parentId !== null) {
      const parent = await findComment(trx, projectId, comment.parentId);
      if (parent?.deletedAt && (await replyCount(trx, parent.id)) === 0) {
        await removeComment(trx, parent.id);
      }
    }
    return comment;
  });
  await notifier.withdrawn(comment);
}

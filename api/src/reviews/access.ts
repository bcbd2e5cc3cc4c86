import {
  MediaTypeSchema,
  NO_PROJECT_ACCESS,
  PROJECT_MESSAGES,
  REVIEW_COMMENT_MESSAGES,
  type MediaType,
  type ProjectAccess,
} from '@portal/contract';
import * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { seesReceivedMedium } from '../media/service.js';
import { projectAccess } from '../projects/project-access.js';
import { isOutsideProject, scopeOf } from '../projects/project-scope.js';
import { findReviewedMedium, type ReviewedMediumRow } from './repository.js';

/** A medium under review, with what its pins and notifications need. */
export interface ReviewedMedium {
  id: number;
  type: MediaType;
  title: string;
  frameRate: number | null;
  duration: number | null;
  /** Its latest version (new threads and every decision are on it unless they say). */
  version: number;
  project: { id: number; name: string; clientId: number; clientName: string; archived: boolean };
}

/** Who acts on a review: a signed-in user (acting as them counts), or a guest of a review link. */
export interface ReviewActor {
  userId: number | null;
  guestId: number | null;
  /** How notifications and the history name them. */
  name: string;
}

/** Which side a decision speaks for: the client's (its managers, or its guests), or the studio's for it. */
export type DecidingSide = 'client' | 'studio';

/** Someone looking at a medium's review, and what they may do there. */
export interface ReviewCaller {
  actor: ReviewActor;
  medium: ReviewedMedium;
  /** The studio: the scope that sees every project (admins, Client.ViewAll). */
  studio: boolean;
  access: ProjectAccess;
  /** The side the caller decides for, or null: they may not decide (archived: nobody may). */
  decides: DecidingSide | null;
  /** A guest of a review link: their words are theirs, but they may not mention, edit or resolve. */
  guest: boolean;
  /** The review link a guest came through (their attachments' addresses are under it); else null. */
  shareToken: string | null;
}

const mediumNotFound = () => notFound(REVIEW_COMMENT_MESSAGES.mediumNotFound);

/**
 * The caller on a medium whose review they may read, or a 404 that never says whether it exists:
 * its project's team (the studio, or the project's own client; a Showcase project's public sees
 * its media, never its review), and its post published, or theirs to edit or publish (a draft's
 * media are for its editors, as on the page).
 */
export async function callerOn(db: Db, auth: AuthContext, mediaId: number): Promise<ReviewCaller> {
  const row = await findReviewedMedium(db, mediaId);
  if (!row || isOutsideProject(auth, row)) throw mediumNotFound();
  const medium = reviewedMedium(row);
  const access = projectAccess(auth, medium.project);
  if (row.publishedAt === null && !access.editPosts && !access.publish) throw mediumNotFound();
  if (!(await seesReceivedMedium(db, auth, mediaId, access))) throw mediumNotFound();
  const scope = scopeOf(auth);
  const studio = scope.kind === 'all';
  const manager = auth.permissions.includes('Engage.Project.Manage');
  const ownClient = scope.kind === 'client' && scope.clientId === medium.project.clientId;
  return {
    actor: { userId: auth.effective.id, guestId: null, name: auth.effective.userName },
    medium,
    studio,
    access,
    decides: !manager ? null : studio ? 'studio' : ownClient ? 'client' : null,
    guest: false,
    shareToken: null,
  };
}

/** What a review link lets its guests do, and who this visit's guest is (none yet: read only). */
export interface GuestPass {
  comments: boolean;
  decisions: boolean;
  guest: { id: number; name: string } | null;
  /** The link's token. */
  token: string;
}

/**
 * A guest of a review link on a medium the link shares (the share service checked the link and
 * the medium): they read its review, and comment or decide (for the client's side) as the link
 * allows once they said who they are; never mention, edit, delete or resolve.
 */
export async function guestCallerOn(
  db: Db,
  mediaId: number,
  pass: GuestPass,
): Promise<ReviewCaller> {
  const row = await findReviewedMedium(db, mediaId);
  if (!row) throw mediumNotFound();
  const identified = pass.guest !== null;
  return {
    actor: { userId: null, guestId: pass.guest?.id ?? null, name: pass.guest?.name ?? '' },
    medium: reviewedMedium(row),
    studio: false,
    access: { ...NO_PROJECT_ACCESS, comment: pass.comments && identified },
    decides: pass.decisions && identified ? 'client' : null,
    guest: true,
    shareToken: pass.token,
  };
}

/** A medium as its review reads it, from its row. */
export function reviewedMedium(row: ReviewedMediumRow): ReviewedMedium {
  return {
    id: row.id,
    type: v.parse(MediaTypeSchema, row.mediaType),
    title: row.title,
    frameRate: row.frameRate,
    duration: row.duration,
    version: row.version,
    project: {
      id: row.projectId,
      name: row.projectName,
      clientId: row.clientId,
      clientName: row.clientName,
      archived: row.archivedAt !== null,
    },
  };
}

/**
 * Refuses a comment write: 409 on an archived project (its review is kept and read, but
 * closed), 403 without Project.Comment.
 */
export function requireCommenter(caller: ReviewCaller) {
  if (caller.medium.project.archived) throw conflict(PROJECT_MESSAGES.archived);
  if (!caller.access.comment) throw forbidden();
}

/** Whether the caller is the user who wrote a comment (acting as them counts; never a guest). */
export const isAuthor = (caller: ReviewCaller, authorId: number | null) =>
  authorId !== null && authorId === caller.actor.userId;

/**
 * Whether the caller may resolve or reopen a thread: the studio on the team with the comment
 * right (they act on the feedback), or the thread's author; never on an archived project.
 */
export const mayResolve = (caller: ReviewCaller, authorId: number | null) =>
  caller.access.comment && (caller.studio || isAuthor(caller, authorId));

/** The side the caller decides for now: nobody decides on an archived project. */
export const decidingSide = (caller: ReviewCaller): DecidingSide | null =>
  caller.medium.project.archived ? null : caller.decides;

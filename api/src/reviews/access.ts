import {
  MediaTypeSchema,
  PROJECT_MESSAGES,
  REVIEW_COMMENT_MESSAGES,
  type MediaType,
  type ProjectAccess,
} from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../http/auth-context.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { projectAccess } from '../projects/project-access.js';
import { isOnProjectTeam, maySee, scopeOf } from '../projects/project-scope.js';
import { findReviewedMedium } from './repository.js';

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

/** Someone looking at a medium's review, and what they may do there. */
export interface ReviewCaller {
  auth: AuthContext;
  medium: ReviewedMedium;
  /** On the project's side (the studio, or the project's own client): the threads are theirs. */
  team: boolean;
  /** The studio: the scope that sees every project (admins, Client.ViewAll). */
  studio: boolean;
  access: ProjectAccess;
}

const mediumNotFound = () => notFound(REVIEW_COMMENT_MESSAGES.mediumNotFound);

/**
 * The caller on a medium they may see, or a 404 that never says whether it exists: its project
 * in their scope (a Showcase project's for anyone), and its post published, or theirs to edit or
 * publish (a draft's media are for its editors, as on the page).
 */
export async function callerOn(db: Db, auth: AuthContext, mediaId: number): Promise<ReviewCaller> {
  const row = await findReviewedMedium(db, mediaId);
  if (!row || !maySee(auth, row)) throw mediumNotFound();
  const project = {
    id: row.projectId,
    name: row.projectName,
    clientId: row.clientId,
    clientName: row.clientName,
    archived: row.archivedAt !== null,
  };
  const access = projectAccess(auth, project);
  if (row.publishedAt === null && !access.editPosts && !access.publish) throw mediumNotFound();
  const scope = scopeOf(auth);
  return {
    auth,
    medium: {
      id: row.id,
      type: v.parse(MediaTypeSchema, row.mediaType),
      title: row.title,
      frameRate: row.frameRate,
      duration: row.duration,
      version: row.version,
      project,
    },
    team: isOnProjectTeam(scope, project),
    studio: scope.kind === 'all',
    access,
  };
}

/** 403 unless the caller is on the project's team: the threads are between client and studio. */
export function requireTeam(caller: ReviewCaller) {
  if (!caller.team) throw forbidden(REVIEW_COMMENT_MESSAGES.teamOnly);
}

/**
 * Refuses a comment write: 403 off the team, 409 on an archived project (its review is kept
 * and read, but closed), 403 without Project.Comment.
 */
export function requireCommenter(caller: ReviewCaller) {
  requireTeam(caller);
  if (caller.medium.project.archived) throw conflict(PROJECT_MESSAGES.archived);
  if (!caller.access.comment) throw forbidden();
}

/** Whether the caller is the user who wrote a comment (acting as them counts). */
export const isAuthor = (caller: ReviewCaller, authorId: number | null) =>
  authorId !== null && authorId === caller.auth.effective.id;

/**
 * Whether the caller may resolve or reopen a thread: the studio on the team with the comment
 * right (they act on the feedback), or the thread's author; never on an archived project.
 */
export const mayResolve = (caller: ReviewCaller, authorId: number | null) =>
  caller.access.comment && (caller.studio || isAuthor(caller, authorId));

/**
 * Which side decides for the caller: the project's own client's managers ('client'), the
 * studio's managers on the client's behalf ('studio'), or nobody (null). Archived projects
 * take no decisions, as no other write.
 */
export function decidingSide(caller: ReviewCaller): 'client' | 'studio' | null {
  const { auth, medium } = caller;
  if (!auth.permissions.includes('Engage.Project.Manage')) return null;
  if (caller.studio) return 'studio';
  const scope = scopeOf(auth);
  return scope.kind === 'client' && scope.clientId === medium.project.clientId ? 'client' : null;
}

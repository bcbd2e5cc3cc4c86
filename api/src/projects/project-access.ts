import { NO_PROJECT_ACCESS, PROJECT_MESSAGES, type ProjectAccess } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import { conflict, forbidden } from '../http/errors.js';
import { isOnProjectTeam, scopeOf } from './project-scope.js';

/** A project as the access rules read it. */
export interface AccessedProject {
  clientId: number;
  archived: boolean;
}

/**
 * What the caller may do on one project (the split documented in api/src/projects/CONTEXT.md): every right
 * needs the project's team (the studio or the project's own client); an archived project allows
 * only `manage`, to restore it.
 */
export function projectAccess(auth: AuthContext | null, project: AccessedProject): ProjectAccess {
  if (!auth) return NO_PROJECT_ACCESS;
  const scope = scopeOf(auth);
  if (!isOnProjectTeam(scope, project)) return NO_PROJECT_ACCESS;
  const has = (permission: AuthContext['permissions'][number]) =>
    auth.permissions.includes(permission);
  const open = !project.archived;
  return {
    manage: has('Engage.Project.Manage'),
    editPosts: open && has('Engage.Post.Manage'),
    publish: open && (has('Engage.Post.Manage') || has('Engage.Project.Publish')),
    comment: open && has('Engage.Project.Comment'),
    // The video rules are the studio's delivery standard: its managers set them, not a client's.
    videoRules: open && has('Engage.Project.Manage') && scope.kind === 'all',
    // Money and open questions are between the studio and the client, archived or not.
    workflows: true,
  };
}

/** A right on a project. */
export type ProjectRight = keyof ProjectAccess;

/**
 * Refuses a write the caller may not make: 409 on an archived project (whoever asks: nothing
 * but restoring changes one), 403 otherwise. A project out of the caller's scope was a 404
 * before this is asked.
 */
export function requireAccess(auth: AuthContext, project: AccessedProject, right: ProjectRight) {
  if (project.archived && right !== 'manage') throw conflict(PROJECT_MESSAGES.archived);
  if (!projectAccess(auth, project)[right]) {
    throw forbidden('You do not have permission to change this project.');
  }
}

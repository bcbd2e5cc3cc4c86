import { VISIBILITY_LEVELS } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import { notFound } from '../http/errors.js';
import type { ProjectScope } from './repository.js';

/**
 * The projects the effective user may see: all for admins and the studio; their (or the chosen)
 * client's and every Showcase project for a client user; only the Showcase ones without a client.
 */
export function scopeOf(auth: AuthContext): ProjectScope {
  if (auth.effective.isAdmin || auth.permissions.includes('Engage.Client.ViewAll'))
    return { kind: 'all' };
  if (auth.currentClientId !== null) return { kind: 'client', clientId: auth.currentClientId };
  return { kind: 'showcase' };
}

/** The 404 of a project that does not exist or that the caller may not see (never revealed). */
export const projectNotFound = () => notFound('Project not found.');

/**
 * Whether the caller is on the project's side: the studio (every project) or the project's own
 * client. Anyone else sees only a Showcase project's renders, never its discussion or posting.
 */
export function isOnProjectTeam(scope: ProjectScope, project: { clientId: number }) {
  return scope.kind === 'all' || (scope.kind === 'client' && scope.clientId === project.clientId);
}

/**
 * Whether a signed-in caller is outside the project's organisation: neither the studio nor a
 * user of the project's own client (another client's, or one without a client). On a Showcase
 * project they see the work and nothing of its review (decisions, reasons, threads, due days).
 */
export const isOutsideProject = (auth: AuthContext, project: { clientId: number }) =>
  !isOnProjectTeam(scopeOf(auth), project);

/** Whether the caller may see a project of this client and visibility. */
export function maySee(
  auth: AuthContext | null,
  project: { clientId: number; visibility: number },
) {
  if (project.visibility === VISIBILITY_LEVELS.Showcase) return true;
  return !!auth && isOnProjectTeam(scopeOf(auth), project);
}

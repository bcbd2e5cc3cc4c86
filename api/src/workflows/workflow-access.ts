import { PROJECT_MESSAGES, type WorkflowActor, type WorkflowMove } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { conflict, forbidden } from '../http/errors.js';
import { isOnProjectTeam, projectNotFound, scopeOf } from '../projects/project-scope.js';
import { findProject } from '../projects/repository.js';
import type { AnyDefinition } from './definition.js';

/**
 * Who is asking about a project's workflows, and on which side: the studio (admins and
 * Client.ViewAll, the scope that sees every project, as for the video rules) or the project's own
 * client. Nobody else hears of them: they are private between the two.
 */
export interface WorkflowCaller {
  auth: AuthContext;
  side: WorkflowActor;
  project: { id: number; name: string; clientId: number; clientName: string; archived: boolean };
}

/**
 * The project's workflows as the caller may reach them: a project out of scope, or seen only as
 * a Showcase from outside its team, is the same 404 (never revealed).
 */
export async function workflowCaller(
  db: Db,
  auth: AuthContext,
  projectId: number,
): Promise<WorkflowCaller> {
  const scope = scopeOf(auth);
  const project = await findProject(db, scope, projectId);
  if (!project || !isOnProjectTeam(scope, project)) throw projectNotFound();
  return { auth, side: scope.kind === 'all' ? 'studio' : 'client', project };
}

const holds = (caller: WorkflowCaller, permission: AuthContext['permissions'][number]) =>
  caller.auth.permissions.includes(permission);

/** The studio's writes (create, edit, its moves): studio staff with Project.Manage. */
export const isStudioManager = (caller: WorkflowCaller) =>
  caller.side === 'studio' && holds(caller, 'Engage.Project.Manage');

/** A client sees only records at a visible status; the studio sees them all. */
export const sees = (definition: AnyDefinition, caller: WorkflowCaller, status: string) =>
  caller.side === 'studio' || definition.visible.includes(status);

/**
 * Whether the caller holds the right to move records of this workflow at all: the studio's
 * managers; on the client's side, holders of the workflow's permission, when the workflow has
 * client moves (invoices have none).
 */
export function hasMoveRight(definition: AnyDefinition, caller: WorkflowCaller) {
  if (caller.side === 'studio') return holds(caller, 'Engage.Project.Manage');
  return (
    holds(caller, definition.clientPermission) &&
    definition.moves.some((move) => move.by === 'client')
  );
}

/** The moves the caller may make now from a status (none on an archived project). */
export function availableMoves(definition: AnyDefinition, caller: WorkflowCaller, from: string) {
  if (caller.project.archived || !hasMoveRight(definition, caller)) return [];
  return definition.moves.filter(
    (move: WorkflowMove<string>) => move.from === from && move.by === caller.side,
  );
}

/** Whether the caller may create records, and edit them at an editable status. */
export const mayWrite = (caller: WorkflowCaller) =>
  isStudioManager(caller) && !caller.project.archived;

/**
 * Refuses a write the caller may not make: 409 on an archived project (its records are kept and
 * read, never changed), 403 without the right.
 */
export function requireWrite(caller: WorkflowCaller, allowed: boolean) {
  if (caller.project.archived) throw conflict(PROJECT_MESSAGES.archived);
  if (!allowed) throw forbidden();
}

import { PROJECT_MESSAGES, type NewProject, type ProjectChanges } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { toSqliteTime } from '../db/time.js';
import { badRequest, conflict } from '../http/errors.js';
import { requireAccess } from './project-access.js';
import { projectNotFound, scopeOf } from './project-scope.js';
import { findProject } from './repository.js';
import { projectView } from './service.js';

/** The clients the caller may create projects for: all for the studio, else their current one. */
export async function creatableClients(db: Db, auth: AuthContext) {
  const scope = scopeOf(auth);
  let query = db.selectFrom('clients').select(['id', 'name']).orderBy('name');
  if (scope.kind !== 'all') {
    if (auth.currentClientId === null) return [];
    query = query.where('id', '=', auth.currentClientId);
  }
  return query.execute();
}

/** Refuses a name the client already uses (any case), other than the project's own. */
async function checkNameFree(db: Db, clientId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where('client_id', '=', clientId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw badRequest(PROJECT_MESSAGES.nameTaken, { Name: [PROJECT_MESSAGES.nameTaken] });
  }
}

/** POST /api/projects: a project for a client the caller may create for. */
export async function createProject(db: Db, auth: AuthContext, input: NewProject) {
  const clients = await creatableClients(db, auth);
  if (!clients.some((client) => client.id === input.clientId)) {
    const message = PROJECT_MESSAGES.clientNotAllowed;
    throw badRequest(message, { ClientId: [message] });
  }
  await checkNameFree(db, input.clientId, input.name);
  const { id } = await db
    .insertInto('projects')
    .values({
      client_id: input.clientId,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
      updated_at: toSqliteTime(new Date()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return projectView(db, auth, (await findProject(db, { kind: 'all' }, id))!);
}

/** A project in the caller's scope that they may manage (404 out of scope, 403, 409). */
async function managedProject(db: Db, auth: AuthContext, id: number) {
  const project = await findProject(db, scopeOf(auth), id);
  if (!project) throw projectNotFound();
  requireAccess(auth, project, 'manage');
  return project;
}

/** PUT /api/projects/{id}: name, description, visibility (not on an archived project). */
export async function updateProject(db: Db, auth: AuthContext, id: number, input: ProjectChanges) {
  const project = await managedProject(db, auth, id);
  if (project.archived) throw conflict(PROJECT_MESSAGES.archived);
  await checkNameFree(db, project.clientId, input.name, id);
  await db
    .updateTable('projects')
    .set({ ...input, updated_at: toSqliteTime(new Date()) })
    .where('id', '=', id)
    .execute();
  return projectView(db, auth, (await findProject(db, { kind: 'all' }, id))!);
}

/** PUT /api/projects/{id}/archived: archives (closed to changes) or restores; idempotent. */
export async function archiveProject(db: Db, auth: AuthContext, id: number, archived: boolean) {
  const project = await managedProject(db, auth, id);
  if (project.archived !== archived) {
    const now = toSqliteTime(new Date());
    await db
      .updateTable('projects')
      .set({ archived_at: archived ? now : null, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
  return projectView(db, auth, (await findProject(db, { kind: 'all' }, id))!);
}

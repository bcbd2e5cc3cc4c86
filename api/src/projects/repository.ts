import { ProjectVisibilitySchema, VISIBILITY_LEVELS } from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';

const SHOWCASE = VISIBILITY_LEVELS.Showcase;

/**
 * Which projects a caller may see: every one (admins, the studio), a client's own plus every
 * Showcase project, or only the Showcase ones.
 */
export type ProjectScope =
  { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'showcase' };

// The columns hold the contract's values; parsing them here turns a stray value into an error at
// the edge instead of a wrong answer.
export const visibilityOf = (value: number) => v.parse(ProjectVisibilitySchema, value);

/** The columns of a project as the API returns it. */
export const PROJECT_COLUMNS = [
  'projects.id',
  'projects.name',
  'projects.description',
  'projects.client_id as clientId',
  'clients.name as clientName',
  'projects.visibility',
  'projects.updated_at as updatedAt',
  'projects.archived_at as archivedAt',
] as const;

/** Projects in a scope (a query to add to). */
export function scoped(db: Db, scope: ProjectScope) {
  let query = db.selectFrom('projects').innerJoin('clients', 'clients.id', 'projects.client_id');
  // A client's own projects, and the Showcase projects every signed-in user sees.
  if (scope.kind === 'client')
    query = query.where((eb) =>
      eb.or([
        eb('projects.client_id', '=', scope.clientId),
        eb('projects.visibility', '=', SHOWCASE),
      ]),
    );
  if (scope.kind === 'showcase') query = query.where('projects.visibility', '=', SHOWCASE);
  return query;
}

/** One project in scope, or undefined. */
export async function findProject(db: Db, scope: ProjectScope, id: number) {
  const row = await scoped(db, scope)
    .select(PROJECT_COLUMNS)
    .where('projects.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { archivedAt, ...fields } = row;
  return { ...fields, visibility: visibilityOf(row.visibility), archived: archivedAt !== null };
}

/**
 * The active users of a client other than one, each with their admin flag and roles (who a
 * project's news may reach; project-team.ts decides).
 */
export async function activeClientUsers(db: Db, clientId: number, exceptUserId: number) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.is_admin', 'user_roles.role'])
    .where('users.client_id', '=', clientId)
    .where('users.disabled', '=', 0)
    .where('users.id', '!=', exceptUserId)
    .orderBy('users.id')
    .execute();
  const users = new Map<number, { isAdmin: boolean; roles: string[] }>();
  for (const row of rows) {
    const entry = users.get(row.id) ?? { isAdmin: row.is_admin === 1, roles: [] };
    if (row.role) entry.roles.push(row.role);
    users.set(row.id, entry);
  }
  return [...users].map(([id, user]) => ({ id, ...user }));
}

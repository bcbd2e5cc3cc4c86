import type { Permission } from '@portal/contract';
import { permissionsOf } from '../auth/permissions.js';
import type { UserRecord } from '../account/user-repository.js';
import type { Db } from '../db/database.js';
import { activeClientUsers } from './repository.js';

/**
 * Who hears about a project's news: the active users of the project's own client who may view
 * projects. Studio staff who see every project (admins, Client.ViewAll) are left out on purpose,
 * or every post of every client would land in their bell; for a Showcase project the public who
 * may look at it are not its team either.
 */
export async function projectTeamIds(db: Db, clientId: number, exceptUserId: number) {
  const users = await activeClientUsers(db, clientId, exceptUserId);
  return users
    .filter((user) => permissionsOf(user.roles, user.isAdmin).includes('Engage.Project.View'))
    .map((user) => user.id);
}

/** Whether permissions are a studio manager's: every client's projects, and managing them. */
export const isStudioManager = (permissions: readonly Permission[]) =>
  permissions.includes('Engage.Client.ViewAll') && permissions.includes('Engage.Project.Manage');

/**
 * The studio staff who look after every client's workflows: active admins and holders of
 * Client.ViewAll who may also manage projects (those who can answer a client: workflow moves,
 * review comments and decisions), never the author.
 */
export async function studioManagerIds(db: Db, exceptUserId: number | null) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.is_admin', 'user_roles.role'])
    .where('users.disabled', '=', 0)
    .$if(exceptUserId !== null, (query) => query.where('users.id', '!=', exceptUserId!))
    .orderBy('users.id')
    .execute();
  const roles = new Map<number, { isAdmin: boolean; roles: string[] }>();
  for (const row of rows) {
    const user = roles.get(row.id) ?? { isAdmin: row.is_admin === 1, roles: [] };
    if (row.role) user.roles.push(row.role);
    roles.set(row.id, user);
  }
  return [...roles]
    .filter(([, user]) => isStudioManager(permissionsOf(user.roles, user.isAdmin)))
    .map(([id]) => id);
}

/**
 * Whether a user (not a session) can follow a project's discussion: the scope rules of
 * `scopeOf` for someone acting as themselves. A showcase user picks a client per session, so
 * one who took part in a discussion (which needs that client chosen) may hear of it.
 */
export function mayFollowProject(user: UserRecord, project: { clientId: number }) {
  if (user.disabled) return false;
  const permissions = permissionsOf(user.roles, user.isAdmin);
  if (!permissions.includes('Engage.Project.View')) return false;
  if (user.isAdmin || permissions.includes('Engage.Client.ViewAll')) return true;
  return user.isShowcase || user.clientId === project.clientId;
}

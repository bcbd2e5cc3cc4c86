import { permissionsOf } from '../account/permissions.js';
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

import { permissionsOf } from '../auth/permissions.js';
import type { Db } from '../db/database.js';
import { activeClientUsers } from '../projects/repository.js';

/** No user has this id: nobody is left out of `activeClientUsers`. */
const NOBODY = 0;

/**
 * Who is reminded of a review due: its reviewers, the active users of the project's own client
 * who may decide on it (Project.Manage, as `callerOn` decides). The studio's managers, who may
 * decide on the client's behalf, are left out: the review waits for the client, and a reminder
 * for every client's media would bury their bell.
 */
export async function reviewerIds(db: Db, clientId: number) {
  const users = await activeClientUsers(db, clientId, NOBODY);
  return users
    .filter((user) => {
      const held = permissionsOf(user.roles, user.isAdmin);
      return held.includes('Engage.Project.View') && held.includes('Engage.Project.Manage');
    })
    .map((user) => user.id);
}

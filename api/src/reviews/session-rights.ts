import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { callerOn, requireCommenter } from './access.js';
import { actingOf } from './live.js';

/**
 * The name of whom the hub connection's session acts as when it may present the medium (it may
 * join its group and comment there: the team, Project.Comment, an open project), else null.
 */
export async function mayPresent(
  db: Db,
  connection: { userId: number; sessionId: string },
  mediaId: number,
): Promise<string | null> {
  const auth = await actingOf(db, connection);
  if (!auth) return null;
  try {
    requireCommenter(await callerOn(db, auth, mediaId));
    return auth.effective.userName;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** The users' names by id (a user gone since is left out). */
export async function namesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.user_name]));
}

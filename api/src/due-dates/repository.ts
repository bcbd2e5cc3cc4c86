import type { Db } from '../db/database.js';
import { touchProject } from '../media/media-writes.js';

/** Sets (or clears, null) a post's due day, and counts its project as updated. */
export function setPostDueOn(db: Db, projectId: number, postId: number, dueOn: string | null) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('posts').set({ due_on: dueOn }).where('id', '=', postId).execute();
    await touchProject(trx, projectId);
  });
}

/** Sets (or clears, null) a medium's due day; answers it and its post's. */
export function setMediaDueOn(db: Db, projectId: number, mediaId: number, dueOn: string | null) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('media').set({ due_on: dueOn }).where('id', '=', mediaId).execute();
    await touchProject(trx, projectId);
    return trx
      .selectFrom('media')
      .innerJoin('posts', 'posts.id', 'media.post_id')
      .select(['media.due_on as own', 'posts.due_on as post'])
      .where('media.id', '=', mediaId)
      .executeTakeFirstOrThrow();
  });
}

/**
 * The media due for review on one of `days` (their own day, else their post's), of published
 * posts of current projects (a draft's media wait for nobody; nobody decides on an archived
 * project's; a received file not shared yet is not the client's to review), with that day.
 */
export function mediaDueOn(db: Db, days: readonly string[]) {
  return db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select((eb) => [
      'media.id',
      eb.fn.coalesce('media.due_on', 'posts.due_on').$notNull().as('dueOn'),
    ])
    .where((eb) => eb(eb.fn.coalesce('media.due_on', 'posts.due_on'), 'in', [...days]))
    .where('posts.published_at', 'is not', null)
    .where('projects.archived_at', 'is', null)
    .where('media.awaiting_share', '=', 0)
    .orderBy('media.id')
    .execute();
}

/** One reminder: the medium, its due day and the kind. */
export interface ReminderKey {
  mediaId: number;
  dueOn: string;
  kind: string;
}

/**
 * Records a reminder for those of `userIds` not yet reminded (inside the caller's transaction);
 * answers who is new. The unique key makes a second run, or another process, record nobody.
 */
export async function claimReminders(trx: Db, key: ReminderKey, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto('review_reminders')
    .values(
      userIds.map((userId) => ({
        media_id: key.mediaId,
        user_id: userId,
        due_on: key.dueOn,
        kind: key.kind,
        created_at: new Date().toISOString(),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['media_id', 'user_id', 'due_on', 'kind']).doNothing(),
    )
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

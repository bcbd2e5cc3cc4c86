import type { NewPost, Post, PostChanges } from '@portal/contract';
import type { Db } from '../db/database.js';
import { sqliteToIso } from '../db/time.js';
import { touchProject } from '../media/media-writes.js';
import { mediaOfPosts, type ReceivedScope } from '../media/repository.js';

/**
 * A project's posts in their order with their media; drafts only when asked for, received files
 * not shared yet as `received` allows (none by default: embeds and share links never show them).
 */
export async function postsOfProject(
  db: Db,
  projectId: number,
  {
    drafts,
    postId,
    received = 'none',
  }: { drafts: boolean; postId?: number; received?: ReceivedScope },
): Promise<Post[]> {
  let query = db.selectFrom('posts').selectAll().where('project_id', '=', projectId);
  if (!drafts) query = query.where('published_at', 'is not', null);
  if (postId !== undefined) query = query.where('id', '=', postId);
  const posts = await query.orderBy('position').orderBy('id', 'desc').execute();
  const media = await mediaOfPosts(
    db,
    posts.map((post) => post.id),
    received,
  );
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    summary: post.summary,
    createdDate: sqliteToIso(post.created_at),
    publishedDate: post.published_at === null ? null : sqliteToIso(post.published_at),
    dueOn: post.due_on,
    // A medium without a due day of its own is due with its post.
    media: (media.get(post.id) ?? []).map((each) => ({
      ...each,
      effectiveDueOn: each.dueOn ?? post.due_on,
    })),
  }));
}

/** A post with its project id, or undefined. */
export const findPostRow = (db: Db, postId: number) =>
  db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirst();

/** Stores a post first in its project's order (published at `now` unless a draft). */
export function insertPost(db: Db, projectId: number, input: NewPost, now: string) {
  return db.transaction().execute(async (trx) => {
    const { first } = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.min('position').as('first'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('posts')
      .values({
        project_id: projectId,
        title: input.title,
        summary: input.summary,
        created_at: now,
        published_at: input.publish ? now : null,
        position: first === null ? 0 : Number(first) - 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchProject(trx, projectId);
    return row;
  });
}

/** Changes a post's title and summary. */
export function updatePostText(db: Db, projectId: number, postId: number, changes: PostChanges) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('posts').set(changes).where('id', '=', postId).execute();
    await touchProject(trx, projectId);
  });
}

/** Publishes a draft at `now`, or withdraws a post (null); true when the state changed. */
export async function setPublished(db: Db, projectId: number, postId: number, at: string | null) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('posts')
      .set({ published_at: at })
      .where('id', '=', postId)
      .where('published_at', at === null ? 'is not' : 'is', null)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed) await touchProject(trx, projectId);
    return changed;
  });
}

/** Deletes a post (its media go with it). */
export function deletePostRow(db: Db, projectId: number, postId: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('posts').where('id', '=', postId).execute();
    await touchProject(trx, projectId);
  });
}

/** The ids of a project's posts (drafts included), in their order. */
export async function postIdsOf(db: Db, projectId: number) {
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** Puts a project's posts in the given order (every id, checked by the caller). */
export function orderPostRows(db: Db, projectId: number, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('posts').set({ position: index }).where('id', '=', id).execute();
    }
    await touchProject(trx, projectId);
  });
}

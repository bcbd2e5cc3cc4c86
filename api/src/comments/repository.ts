import type { Db } from '../db/database.js';

/** A comment row with its author's name (null once the author is gone). */
export interface CommentRow {
  id: number;
  projectId: number;
  parentId: number | null;
  authorId: number | null;
  authorName: string | null;
  text: string;
  createdAt: string;
  deletedAt: string | null;
}

function withAuthors(db: Db) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.project_id as projectId',
      'comments.parent_id as parentId',
      'comments.author_id as authorId',
      'users.user_name as authorName',
      'comments.text',
      'comments.created_at as createdAt',
      'comments.deleted_at as deletedAt',
    ]);
}

/**
 * A page of a project's threads, newest thread first, with every reply of those threads
 * (oldest first), and the number of threads in all.
 */
export async function listThreads(
  db: Db,
  projectId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const threads = db
    .selectFrom('comments')
    .where('project_id', '=', projectId)
    .where('parent_id', 'is', null);
  const { total } = await threads
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const parents: CommentRow[] = await withAuthors(db)
    .where('comments.project_id', '=', projectId)
    .where('comments.parent_id', 'is', null)
    .orderBy('comments.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const replies: CommentRow[] = parents.length
    ? await withAuthors(db)
        .where(
          'comments.parent_id',
          'in',
          parents.map((parent) => parent.id),
        )
        .orderBy('comments.id', 'asc')
        .execute()
    : [];
  return { total: Number(total), parents, replies };
}

/** One comment of a project, or undefined. */
export function findComment(db: Db, projectId: number, id: number) {
  return withAuthors(db)
    .where('comments.project_id', '=', projectId)
    .where('comments.id', '=', id)
    .executeTakeFirst() as Promise<CommentRow | undefined>;
}

/** Stores a comment and returns it with its author's name. */
export async function insertComment(
  db: Db,
  values: { projectId: number; parentId: number | null; authorId: number; text: string },
) {
  const { id } = await db
    .insertInto('comments')
    .values({
      project_id: values.projectId,
      parent_id: values.parentId,
      author_id: values.authorId,
      text: values.text,
      created_at: new Date().toISOString(),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findComment(db, values.projectId, id);
  if (!row) throw new Error(`Comment ${id} vanished after insert`);
  return row;
}

/** How many replies a comment has. */
export async function replyCount(db: Db, parentId: number) {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns a comment into a tombstone: its replies stay, its words and author go. */
export async function markDeleted(db: Db, id: number) {
  await db
    .updateTable('comments')
    .set({ text: '', author_id: null, deleted_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Removes a comment row (its replies, if any, go with it). */
export async function removeComment(db: Db, id: number) {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

/** Whether a client is the studio (the internal client); no client is not the studio. */
export async function isStudioClient(db: Db, clientId: number | null) {
  if (clientId === null) return false;
  const client = await db
    .selectFrom('clients')
    .select('is_internal')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return client?.is_internal === 1;
}

/** The notifications of a type whose `data` is exactly this JSON (a comment's), with their users. */
export function commentNotifications(db: Db, type: string, data: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id'])
    .where('type', '=', type)
    .where('data', '=', data)
    .execute();
}

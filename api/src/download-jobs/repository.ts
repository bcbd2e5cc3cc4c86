import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DownloadJobTable } from '../db/schema.js';
import { ACTIVE_STATUSES, FINISHED_STATUSES } from './status.js';

/** A stored download job. */
export type DownloadJobRow = Selectable<DownloadJobTable>;

/** Stores a new job. */
export function insertJob(db: Db, values: Insertable<DownloadJobTable>) {
  return db.insertInto('download_jobs').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One job of the user, or undefined (someone else's job is as good as absent). */
export function findJob(db: Db, userId: number, id: number) {
  return db
    .selectFrom('download_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What a job packs: one post, or (postId null) every published post of the project. */
export interface JobTarget {
  projectId: number;
  postId: number | null;
}

/** The user's unfinished job for a post, or for the whole project, if one is waiting or running. */
export function findActiveJob(db: Db, userId: number, { projectId, postId }: JobTarget) {
  return db
    .selectFrom('download_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .where('post_id', postId === null ? 'is' : '=', postId)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
}

/** The user's latest jobs, newest first. */
export function listJobs(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('download_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes a job of the user; whether it existed. */
export async function deleteJob(db: Db, userId: number, id: number) {
  const result = await db
    .deleteFrom('download_jobs')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Changes a job; undefined when it was deleted meanwhile. */
export function updateJob(db: Db, id: number, changes: Updateable<DownloadJobTable>) {
  return db
    .updateTable('download_jobs')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The user's unfinished jobs and all their jobs, for the caps. */
export async function jobCounts(db: Db, userId: number) {
  const row = await db
    .selectFrom('download_jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('stored'),
      eb.fn
        .sum<number>(eb.case().when('status', 'in', ACTIVE_STATUSES).then(1).else(0).end())
        .as('unfinished'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { stored: Number(row.stored), unfinished: Number(row.unfinished ?? 0) };
}

/**
 * Finished jobs (Completed or Failed) that finished before `cutoff` (ISO 8601); a job failed
 * before its finishing time was stored counts from its creation.
 */
export function expiredJobs(db: Db, cutoff: string) {
  return db
    .selectFrom('download_jobs')
    .selectAll()
    .where('status', 'in', FINISHED_STATUSES)
    .where((eb) => eb(eb.fn.coalesce('completed_at', 'created_at'), '<', cutoff))
    .execute();
}

/** The status of each of these jobs that exists, by id. */
export async function jobStatuses(db: Db, ids: readonly number[]) {
  const statuses = new Map<number, string>();
  // In slices, well under SQLite's limit on variables.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('download_jobs')
      .select(['id', 'status'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) statuses.set(row.id, row.status);
  }
  return statuses;
}

/** The post a job packs, with its project (for names). */
export function jobPost(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select([
      'posts.id',
      'posts.title',
      'posts.published_at as publishedAt',
      'posts.project_id as projectId',
      'projects.name as projectName',
      'projects.client_id as clientId',
      'projects.visibility',
      'projects.archived_at as archivedAt',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
}

/** The project a whole-project job packs, with what its access rule and names read. */
export function jobProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id as clientId', 'visibility'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** The published posts of a project in their order on its page (drafts are not packed). */
export function publishedPosts(db: Db, projectId: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'title'])
    .where('project_id', '=', projectId)
    .where('published_at', 'is not', null)
    .orderBy('position')
    .orderBy('id', 'desc')
    .execute();
}

/** How many media the published posts of a project hold. */
export async function publishedMediaCount(db: Db, projectId: number) {
  const row = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('posts.project_id', '=', projectId)
    .where('posts.published_at', 'is not', null)
    .where('media.awaiting_share', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The media of a post in display order, without their bytes: where each one's bytes are (a
 * stored file's key, the row itself for items stored before files, or a linked address).
 * Received files not shared yet are in no zip (whoever asks: a zip travels).
 */
export async function postMedia(db: Db, postId: number) {
  const rows = await db
    .selectFrom('media')
    .select([
      'id',
      'title',
      'file_name as fileName',
      'content_type as contentType',
      'file_key as fileKey',
      'source_url as sourceUrl',
      (eb) => eb.fn<number>('length', ['content']).as('rowBytes'),
    ])
    .where('post_id', '=', postId)
    .where('awaiting_share', '=', 0)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, rowBytes: Number(row.rowBytes) }));
}

/** The bytes of one media item. */
export async function mediaContent(db: Db, mediaId: number) {
  const row = await db
    .selectFrom('media')
    .select('content')
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return row.content;
}

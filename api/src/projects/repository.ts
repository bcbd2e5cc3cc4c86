import {
  mediaFileUrl,
  MediaTypeSchema,
  ProjectVisibilitySchema,
  VISIBILITY_LEVELS,
  type NewPost,
} from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import { sqliteToIso } from '../db/time.js';

const SHOWCASE = VISIBILITY_LEVELS.Showcase;

/**
 * Which projects a caller may see: every one (admins, the studio), a client's own plus every
 * Showcase project, or only the Showcase ones.
 */
export type ProjectScope =
  { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'showcase' };

// The columns hold the contract's values; parsing them here turns a stray value into an error at
// the edge instead of a wrong answer.
const visibilityOf = (value: number) => v.parse(ProjectVisibilitySchema, value);
const mediaTypeOf = (value: string) => v.parse(MediaTypeSchema, value);

/** The columns of a project as the API returns it. */
const PROJECT_COLUMNS = [
  'projects.id',
  'projects.name',
  'projects.description',
  'projects.client_id as clientId',
  'clients.name as clientName',
  'projects.visibility',
  'projects.updated_at as updatedAt',
] as const;

function scoped(db: Db, scope: ProjectScope) {
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

/** A page of projects in scope, newest first, optionally filtered by name. */
export async function listProjects(
  db: Db,
  scope: ProjectScope,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
) {
  let query = scoped(db, scope);
  if (search) query = query.where('projects.name', 'like', `%${search.replace(/[%_]/g, '')}%`);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(PROJECT_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('posts')
        .select((inner) => inner.fn.countAll<number>().as('c'))
        .whereRef('posts.project_id', '=', 'projects.id')
        .as('postCount'),
    )
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({ ...row, visibility: visibilityOf(row.visibility) })),
  };
}

/** One project in scope, or undefined. */
export async function findProject(db: Db, scope: ProjectScope, id: number) {
  const row = await scoped(db, scope)
    .select(PROJECT_COLUMNS)
    .where('projects.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, visibility: visibilityOf(row.visibility) };
}

/** The posts of a project with their media (metadata only), newest first. */
export async function postsWithMedia(db: Db, projectId: number, postId?: number) {
  let query = db.selectFrom('posts').selectAll().where('project_id', '=', projectId);
  if (postId !== undefined) query = query.where('id', '=', postId);
  const posts = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const ids = posts.map((post) => post.id);
  const media = ids.length
    ? await db
        .selectFrom('media')
        .select(['id', 'post_id', 'media_type', 'title'])
        .where('post_id', 'in', ids)
        .orderBy('sort_order')
        .execute()
    : [];
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    summary: post.summary,
    createdDate: sqliteToIso(post.created_at),
    media: media
      .filter((item) => item.post_id === post.id)
      .map((item) => ({
        id: item.id,
        mediaType: mediaTypeOf(item.media_type),
        title: item.title,
        url: mediaFileUrl(item.id),
        thumbnailUrl: mediaFileUrl(item.id),
      })),
  }));
}

/** Stores a post and counts its project as updated, at `now` (SQLite time), in one transaction. */
export function insertPost(db: Db, projectId: number, input: NewPost, now: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('posts')
      .values({
        project_id: projectId,
        title: input.title,
        summary: input.summary,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('projects')
      .set({ updated_at: now })
      .where('id', '=', projectId)
      .execute();
    return row;
  });
}

/** The first image of each project, for covers. */
export async function coverImages(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select(['posts.project_id as projectId', (eb) => eb.fn.min('media.id').as('mediaId')])
    .where('posts.project_id', 'in', projectIds)
    .where('media.media_type', '=', 'Image')
    .groupBy('posts.project_id')
    .execute();
  return new Map(rows.map((row) => [row.projectId, Number(row.mediaId)]));
}

/** A media item's bytes with the project it belongs to. */
export function findMediaFile(db: Db, mediaId: number) {
  return db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select([
      'media.content',
      'media.content_type',
      'media.title',
      'projects.id as projectId',
      'projects.client_id as clientId',
      'projects.visibility',
    ])
    .where('media.id', '=', mediaId)
    .executeTakeFirst();
}

/** Images of showcase projects for the public home gallery. */
export async function showcaseImages(db: Db, limit: number) {
  const rows = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select(['media.id', 'media.title', 'posts.id as postId', 'projects.id as projectId'])
    .where('projects.visibility', '=', SHOWCASE)
    .where('media.media_type', '=', 'Image')
    .orderBy('media.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    url: mediaFileUrl(row.id),
    title: row.title,
    projectId: row.projectId,
    postId: row.postId,
  }));
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

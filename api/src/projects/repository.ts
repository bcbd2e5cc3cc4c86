import type { Db } from '../db/database.js';
import { sqliteToIso } from '../db/time.js';

/** Visibility of a Showcase project: anyone may see it. */
export const SHOWCASE = 99;

/** Which projects a caller may see: a client's, every one (admins), or only showcase ones. */
export type ProjectScope =
  { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'showcase' };

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
  if (scope.kind === 'client') query = query.where('projects.client_id', '=', scope.clientId);
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
  return { total: Number(total), rows };
}

/** One project in scope, or undefined. */
export function findProject(db: Db, scope: ProjectScope, id: number) {
  return scoped(db, scope).select(PROJECT_COLUMNS).where('projects.id', '=', id).executeTakeFirst();
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
        mediaType: item.media_type,
        title: item.title,
        url: `/api/media/${item.id}/file`,
        thumbnailUrl: `/api/media/${item.id}/file`,
      })),
  }));
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
export function showcaseImages(db: Db, limit: number) {
  return db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select(['media.id', 'media.title', 'posts.id as postId', 'projects.id as projectId'])
    .where('projects.visibility', '=', SHOWCASE)
    .where('media.media_type', '=', 'Image')
    .orderBy('media.id')
    .limit(limit)
    .execute();
}

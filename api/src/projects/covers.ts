import { mediaThumbnailUrl, VISIBILITY_LEVELS } from '@portal/contract';
import type { Db } from '../db/database.js';

/** Media that have a picture of their own: a stored image or panorama, or a poster. */
const pictured = (db: Db) =>
  db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .where('posts.published_at', 'is not', null)
    // A received file is nobody's picture until the studio shares it.
    .where('media.awaiting_share', '=', 0)
    .where((eb) =>
      eb.or([
        eb('media.thumbnail_key', 'is not', null),
        eb.and([
          eb('media.media_type', 'in', ['Image', 'Panorama']),
          eb('media.source_url', 'is', null),
        ]),
      ]),
    );

/** Each project's cover: the picture of the first pictured item of its first published post. */
export async function coverImages(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, string>();
  const rows = await pictured(db)
    .select(['posts.project_id as projectId', 'media.id'])
    .where('posts.project_id', 'in', projectIds)
    .orderBy('posts.position')
    .orderBy('media.sort_order')
    .orderBy('media.id')
    .execute();
  const covers = new Map<number, string>();
  for (const row of rows) {
    if (!covers.has(row.projectId)) covers.set(row.projectId, mediaThumbnailUrl(row.id));
  }
  return covers;
}

/** Pictures of Showcase projects' published posts for the public home gallery (small ones). */
export async function showcaseImages(db: Db, limit: number) {
  const rows = await pictured(db)
    .select(['media.id', 'media.title', 'posts.id as postId', 'projects.id as projectId'])
    .where('projects.visibility', '=', VISIBILITY_LEVELS.Showcase)
    .where('projects.archived_at', 'is', null)
    .where('media.media_type', '=', 'Image')
    .orderBy('media.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    url: mediaThumbnailUrl(row.id),
    title: row.title,
    projectId: row.projectId,
    postId: row.postId,
  }));
}

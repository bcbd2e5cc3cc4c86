import { atVersion, mediaThumbnailUrl, VISIBILITY_LEVELS } from '@portal/contract';
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

/**
 * Per medium, the latest of its versions whose decision in effect (the latest on that version)
 * is an approval.
 */
async function approvedVersions(db: Db, mediaIds: number[]) {
  const approved = new Map<number, number>();
  if (mediaIds.length === 0) return approved;
  const rows = await db
    .selectFrom('media_decisions')
    .select(['media_id as mediaId', 'version', 'outcome'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('media_decisions')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('media_id', 'in', mediaIds)
        .groupBy(['media_id', 'version']),
    )
    .execute();
  for (const row of rows) {
    if (row.outcome === 'Approved' && row.version > (approved.get(row.mediaId) ?? 0)) {
      approved.set(row.mediaId, row.version);
    }
  }
  return approved;
}

/**
 * Pictures of Showcase projects' published posts for the public home gallery (small ones). Each
 * shows its latest approved version, else its first (what the studio published): a version still
 * in review is not for the public (walk D5).
 */
export async function showcaseImages(db: Db, limit: number) {
  const rows = await pictured(db)
    .select([
      'media.id',
      'media.title',
      'media.version',
      'posts.id as postId',
      'projects.id as projectId',
    ])
    .where('projects.visibility', '=', VISIBILITY_LEVELS.Showcase)
    .where('projects.archived_at', 'is', null)
    .where('media.media_type', '=', 'Image')
    .orderBy('media.id')
    .limit(limit)
    .execute();
  const approved = await approvedVersions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const shown = approved.get(row.id) ?? 1;
    return {
      id: row.id,
      url: atVersion(mediaThumbnailUrl(row.id), shown, shown < row.version),
      title: row.title,
      projectId: row.projectId,
      postId: row.postId,
    };
  });
}

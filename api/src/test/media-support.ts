import type { Db } from '../db/database.js';

/** A demo media item's id, by project name and media title. */
export async function mediaId(db: Db, projectName: string, title: string) {
  const row = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select('media.id')
    .where('projects.name', '=', projectName)
    .where('media.title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A demo post's id, by project name and post title. */
export async function postIdOf(db: Db, projectName: string, title: string) {
  const row = await db
    .selectFrom('posts')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select('posts.id')
    .where('projects.name', '=', projectName)
    .where('posts.title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

import { sql, type Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-24-060-content';

/**
 * Projects, posts and media as a studio runs them: projects can be archived; posts are drafts
 * until published and keep an order of their own; media items carry a description, a file name,
 * and their bytes either in a file store (`file_key`, with an optional picture `thumbnail_key`)
 * or at a linked address (`source_url`), and a Pixel Stream its variant. The `content` column
 * still holds the bytes of items stored before this migration (new items leave it empty).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('projects').addColumn('archived_at', 'text').execute();

  await db.schema.alterTable('posts').addColumn('published_at', 'text').execute();
  await db.schema
    .alterTable('posts')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Every post written so far was published when written, and listed newest first.
  await sql`update posts set published_at = created_at`.execute(db);
  await sql`
    update posts set position = (
      select count(*) from posts as newer
      where newer.project_id = posts.project_id
        and (newer.created_at > posts.created_at
          or (newer.created_at = posts.created_at and newer.id > posts.id)))`.execute(db);
  await db.schema
    .createIndex('posts_project_position')
    .on('posts')
    .columns(['project_id', 'position'])
    .execute();

  const media = db.schema.alterTable('media');
  await media.addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await media.addColumn('file_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await media.addColumn('file_key', 'text').execute();
  await media.addColumn('thumbnail_key', 'text').execute();
  await media.addColumn('source_url', 'text').execute();
  await media.addColumn('variant', 'text').execute();
  await media.addColumn('size', 'integer').execute();
  await sql`update media set size = length(content)`.execute(db);
  await db.schema
    .createIndex('media_post_order')
    .on('media')
    .columns(['post_id', 'sort_order'])
    .execute();
}

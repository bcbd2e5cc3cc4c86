import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-26-110-share-links';

/**
 * Share links: a post (or, with `post_id` null, a project's published posts) opened without an
 * account. Only the token's SHA-256 is looked up; `token_sealed` is the token under the server's
 * key (AES-256-GCM), so the project's managers can copy the link again.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('allow_download', 'integer', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .execute();
  await db.schema
    .createIndex('share_links_project')
    .on('share_links')
    .column('project_id')
    .execute();
}

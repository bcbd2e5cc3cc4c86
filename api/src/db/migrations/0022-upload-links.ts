import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-02-100-upload-links';

/**
 * Upload links (upload-links/): a post's "Send us your files" link, with its last moment, its
 * total size and the kinds of file it takes (JSON of media types). Whoever holds it says who they
 * are once (`upload_senders`, kept when the link is turned off); their uploads in progress are
 * the link maker's rows with `sender_id` set (an upload's owner is a user, and the files come on
 * that user's behalf: a link goes with its maker's account). A medium sent through a link keeps
 * its sender's name (`sent_by`) and the link (`upload_link_id`, what the link took so far).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('upload_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('max_total_bytes', 'integer', (c) => c.notNull())
    .addColumn('allowed_types', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_links_post').on('upload_links').column('post_id').execute();
  await db.schema
    .createTable('upload_senders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('link_id', 'integer', (c) =>
      c.notNull().references('upload_links.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('sender_id', 'integer', (c) => c.references('upload_senders.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('media').addColumn('sent_by', 'text').execute();
  await db.schema
    .alterTable('media')
    .addColumn('upload_link_id', 'integer', (c) =>
      c.references('upload_links.id').onDelete('set null'),
    )
    .execute();
}

import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-12-07-120-comment-attachments';

/**
 * Files attached to comments on media (issue 50, reviews/CONTEXT.md). An upload sent for one
 * names the medium in `uploads.attachment_for` (its `post_id` is then the medium's post, so a
 * post's deletion still takes it). A finished one is a `comment_attachments` row with its file in
 * the media store, owned by its uploader and bound to no comment (`comment_id` null) until a
 * comment of theirs on the medium uses it; unbound ones lapse like abandoned uploads.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('uploads')
    .addColumn('attachment_for', 'integer', (c) => c.references('media.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('comment_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) =>
      c.references('media_comments.id').onDelete('cascade'),
    )
    // Null once the uploader's account is gone (a used file stays with its comment).
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comment_attachments_comment')
    .on('comment_attachments')
    .column('comment_id')
    .execute();
  // The sweep of lapsed ones, and a new comment's check of the caller's, look by medium.
  await db.schema
    .createIndex('comment_attachments_media')
    .on('comment_attachments')
    .columns(['media_id', 'created_at'])
    .execute();
}

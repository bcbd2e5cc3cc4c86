import type { Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-25-070-uploads';

/**
 * Chunked uploads in progress (one row per file, its chunks in `upload_chunks`; the bytes are
 * files in the upload store) and each project's rules for uploaded mp4 videos (JSON of the
 * contract's VideoRequirements; a project without a row uses the defaults).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('uploads')
    // The browser's UUID for the file, kept to resume it.
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('total_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The cleanup looks for uploads by the time their last chunk arrived.
  await db.schema.createIndex('uploads_updated').on('uploads').column('updated_at').execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'text', (c) =>
      c.notNull().references('uploads.upload_id').onDelete('cascade'),
    )
    .addColumn('chunk_number', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'chunk_number'])
    .execute();

  await db.schema
    .createTable('project_video_requirements')
    .addColumn('project_id', 'integer', (c) =>
      c.primaryKey().references('projects.id').onDelete('cascade'),
    )
    .addColumn('requirements', 'text', (c) => c.notNull())
    .execute();
}

import { sql, type Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-30-100-review-links';

/**
 * Review links (share/): a share link may let guests comment and decide, and download nothing,
 * the previews only, or the originals (`downloads` replaces `allow_download`). A guest is who a
 * visit of a link said it was (`share_guests`, kept when the link is revoked); their comments and
 * decisions name them (`guest_id`) instead of a user.
 */
export async function up(db: Kysely<unknown>) {
  const links = db.schema.alterTable('share_links');
  await links.addColumn('allow_comments', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await links.addColumn('allow_decisions', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await links.addColumn('downloads', 'text', (c) => c.notNull().defaultTo('none')).execute();
  await sql`update share_links set downloads = 'originals' where allow_download = 1`.execute(db);
  await links.dropColumn('allow_download').execute();
  await db.schema
    .createTable('share_guests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('link_id', 'integer', (c) =>
      c.notNull().references('share_links.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('share_guests_link').on('share_guests').column('link_id').execute();
  for (const table of ['media_comments', 'media_decisions']) {
    await db.schema
      .alterTable(table)
      .addColumn('guest_id', 'integer', (c) => c.references('share_guests.id').onDelete('set null'))
      .execute();
  }
}

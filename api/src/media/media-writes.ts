import type { Db } from '../db/database.js';
import { toSqliteTime } from '../db/time.js';

/** A Kysely transaction on the portal's database. */
export type Transaction = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** Counts a project as updated now (its list sorts by it). */
export const touchProject = (trx: Db | Transaction, projectId: number) =>
  trx
    .updateTable('projects')
    .set({ updated_at: toSqliteTime(new Date()) })
    .where('id', '=', projectId)
    .execute();

/** A linked media item as stored. */
export interface NewMediaRow {
  media_type: string;
  title: string;
  description: string;
  file_name: string;
  content_type: string;
  source_url: string;
  variant: string | null;
}

/** A media item whose bytes are a file in the store (an upload). */
export interface NewStoredMediaRow {
  media_type: string;
  title: string;
  description: string;
  file_name: string;
  content_type: string;
  file_key: string;
  size: number;
  /** A video's frames per second and length in seconds, as its upload's analysis measured them. */
  frame_rate?: number | null;
  duration?: number | null;
  /** When and by whom it was uploaded. */
  uploaded_at?: string | null;
  uploaded_by?: number | null;
  /** Who sent it through an upload link, and which (a new medium's only). */
  sent_by?: string | null;
  upload_link_id?: number | null;
}

/** A stored file as a version of a medium (its type is the medium's). */
export type NewVersionRow = Omit<
  NewStoredMediaRow,
  'media_type' | 'title' | 'description' | 'sent_by' | 'upload_link_id'
>;

/**
 * Makes a file the latest version of a stored medium inside the caller's transaction: the
 * medium's file so far is kept as the version it was (`media_versions`), and the medium counts
 * as updated. Returns the new version's number (undefined when the medium is gone). Taking the
 * number first locks the medium's row on PostgreSQL, so two versions arriving at once are
 * numbered one after the other.
 */
export async function appendVersion(
  trx: Transaction,
  projectId: number,
  mediaId: number,
  row: NewVersionRow,
) {
  const numbered = await trx
    .updateTable('media')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', mediaId)
    .returning('version')
    .executeTakeFirst();
  if (!numbered) return undefined;
  const { version } = numbered;
  const earlier = await trx
    .selectFrom('media')
    .select([
      'file_name',
      'content_type',
      'file_key',
      'size',
      'frame_rate',
      'duration',
      'start_timecode',
      'uploaded_at',
      'uploaded_by',
    ])
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('media_versions')
    .values({ ...earlier, file_key: earlier.file_key!, media_id: mediaId, number: version - 1 })
    .execute();
  await trx
    .updateTable('media')
    .set({ frame_rate: null, duration: null, start_timecode: null, ...row, thumbnail_key: null })
    .where('id', '=', mediaId)
    .execute();
  await touchProject(trx, projectId);
  return version;
}

/**
 * Appends a media item to a post (after its last one) inside the caller's transaction, and
 * counts the project as updated; returns its id. One received through an upload link waits to
 * be shared (`shareReceived`).
 */
export async function appendMedia(
  trx: Transaction,
  projectId: number,
  postId: number,
  row: NewMediaRow | NewStoredMediaRow,
) {
  const { last } = await trx
    .selectFrom('media')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('media')
    .values({
      ...row,
      post_id: postId,
      content: Buffer.alloc(0),
      sort_order: last === null ? 0 : Number(last) + 1,
      // A file received through an upload link waits until the studio shares it.
      awaiting_share: 'upload_link_id' in row && row.upload_link_id != null ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await touchProject(trx, projectId);
  return id;
}

/** Appends a linked media item to a post; returns its id. */
export function insertMedia(db: Db, projectId: number, postId: number, row: NewMediaRow) {
  return db.transaction().execute((trx) => appendMedia(trx, projectId, postId, row));
}

/** Changes a media item's title and description. */
export function updateMediaText(
  db: Db,
  projectId: number,
  mediaId: number,
  text: { title: string; description: string },
) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('media').set(text).where('id', '=', mediaId).execute();
    await touchProject(trx, projectId);
  });
}

/** Removes a media item. */
export function deleteMediaRow(db: Db, projectId: number, mediaId: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media').where('id', '=', mediaId).execute();
    await touchProject(trx, projectId);
  });
}

/** The ids of a post's media, in their order. */
export async function mediaIdsOf(db: Db, postId: number) {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('post_id', '=', postId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Puts a post's media in the given order (every id of the post, checked by the caller). */
export function orderMediaRows(db: Db, projectId: number, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('media').set({ sort_order: index }).where('id', '=', id).execute();
    }
    await touchProject(trx, projectId);
  });
}

/**
 * Shares files received through upload links (all of a post's, or one of them); returns the ids
 * shared now (those already shared are left as they are).
 */
export function shareReceived(
  db: Db,
  projectId: number,
  where: { postId: number; mediaId?: number },
) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('media')
      .set({ awaiting_share: 0 })
      .where('post_id', '=', where.postId)
      .$if(where.mediaId !== undefined, (query) => query.where('id', '=', where.mediaId!))
      .where('awaiting_share', '=', 1)
      .returning('id')
      .execute();
    if (rows.length > 0) await touchProject(trx, projectId);
    return rows.map((row) => row.id);
  });
}

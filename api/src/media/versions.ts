import {
  MEDIA_VERSION_MESSAGES,
  MediaTypeSchema,
  type MediaType,
  type MediaVersion,
} from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { PreviewColumns } from '../previews/preview-files.js';
import {
  fileAddresses,
  mediaWithPreviews,
  PREVIEW_COLUMNS,
  type MediaWithProject,
} from './repository.js';

// A medium's versions: the `media` row is its latest (its number in `version`), and
// `media_versions` keeps the earlier ones' files. Previews are keyed by the file they are made
// from, so each version keeps its own.

/** The columns one version is told from, whichever table holds it. */
interface VersionRow extends PreviewColumns {
  mediaId: number;
  mediaType: string;
  number: number;
  file_name: string;
  content_type: string;
  size: number | null;
  frame_rate: number | null;
  duration: number | null;
  uploaded_at: string | null;
  uploaderName: string | null;
}

/** One version (`earlier`: not the latest, so its addresses must name it). */
function toVersion(row: VersionRow, earlier: boolean): MediaVersion {
  const mediaType: MediaType = v.parse(MediaTypeSchema, row.mediaType);
  const addresses = fileAddresses(
    { id: row.mediaId, thumbnail_key: null, source_url: null, ...previewColumnsOf(row) },
    mediaType,
    row.number,
    earlier,
  );
  return {
    number: row.number,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    uploadedDate: row.uploaded_at,
    uploadedBy: row.uploaderName,
    fileUrl: addresses.fileUri,
    thumbnailUrl: addresses.thumbnailUrl,
    ...(addresses.playbackUrl && { playbackUrl: addresses.playbackUrl }),
    preview: addresses.preview,
    frameRate: row.frame_rate,
    duration: row.duration,
  };
}

const previewColumnsOf = (row: PreviewColumns): PreviewColumns => ({
  preview_status: row.preview_status,
  preview_progress: row.preview_progress,
  preview_pages: row.preview_pages,
  preview_error: row.preview_error,
  preview_width: row.preview_width,
  preview_height: row.preview_height,
  preview_files: row.preview_files,
});

/** The earlier versions of media, with their previews and who uploaded them. */
const earlierVersions = (db: Db) =>
  db
    .selectFrom('media_versions')
    .innerJoin('media', 'media.id', 'media_versions.media_id')
    .leftJoin('media_previews', (join) =>
      join
        .onRef('media_previews.media_id', '=', 'media_versions.media_id')
        .onRef('media_previews.source_key', '=', 'media_versions.file_key'),
    )
    .leftJoin('users', 'users.id', 'media_versions.uploaded_by')
    .select([
      'media_versions.media_id as mediaId',
      'media.media_type as mediaType',
      'media_versions.number',
      'media_versions.file_name',
      'media_versions.content_type',
      'media_versions.file_key',
      'media_versions.size',
      'media_versions.frame_rate',
      'media_versions.duration',
      'media_versions.uploaded_at',
      'users.user_name as uploaderName',
      ...PREVIEW_COLUMNS,
    ]);

/**
 * Every version of each uploaded medium, first first (a project page: two queries for all its
 * media); linked media have none.
 */
export async function versionsOf(db: Db, mediaIds: readonly number[]) {
  const byMedium = new Map<number, MediaVersion[]>();
  if (mediaIds.length === 0) return byMedium;
  const ids = [...mediaIds];
  const earlier = await earlierVersions(db)
    .where('media_versions.media_id', 'in', ids)
    .orderBy('media_versions.number')
    .execute();
  const latest = await mediaWithPreviews(db)
    .leftJoin('users', 'users.id', 'media.uploaded_by')
    .select([
      'media.id as mediaId',
      'media.media_type as mediaType',
      'media.version as number',
      'media.file_name',
      'media.content_type',
      'media.size',
      'media.frame_rate',
      'media.duration',
      'media.uploaded_at',
      'users.user_name as uploaderName',
      ...PREVIEW_COLUMNS,
    ])
    .where('media.id', 'in', ids)
    .where('media.file_key', 'is not', null)
    .where('media.source_url', 'is', null)
    .execute();
  const rows = [
    ...earlier.map((row) => ({ row, earlier: true })),
    ...latest.map((row) => ({ row, earlier: false })),
  ];
  for (const { row, earlier } of rows) {
    const list = byMedium.get(row.mediaId) ?? [];
    list.push(toVersion(row, earlier));
    byMedium.set(row.mediaId, list);
  }
  return byMedium;
}

/**
 * A medium as one of its versions (`?version=`): the row itself for its latest (or none asked),
 * else the earlier version's file and previews in its place; 404 for a version it does not have.
 */
export async function asVersion(
  db: Db,
  media: MediaWithProject,
  number: number | undefined,
): Promise<MediaWithProject> {
  if (number === undefined || number === media.version) return media;
  const row =
    number < media.version
      ? await earlierVersions(db)
          .where('media_versions.media_id', '=', media.id)
          .where('media_versions.number', '=', number)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound(MEDIA_VERSION_MESSAGES.notFound);
  return {
    ...media,
    ...previewColumnsOf(row),
    version: row.number,
    file_name: row.file_name,
    content_type: row.content_type,
    file_key: row.file_key,
    size: row.size,
    frame_rate: row.frame_rate,
    duration: row.duration,
    thumbnail_key: null,
    content: Buffer.alloc(0),
  };
}

/** An earlier version's timing (a video's frame rate and length), or undefined without it. */
export function versionTiming(db: Db, mediaId: number, number: number) {
  return db
    .selectFrom('media_versions')
    .select(['frame_rate as frameRate', 'duration'])
    .where('media_id', '=', mediaId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/**
 * The medium of a post a file is uploaded as a new version of: 404 when it is not one of the
 * post's media (another post's or project's is never revealed), 409 for a linked one, 400 when
 * the file is announced as another type than the medium's.
 */
export async function versionTarget(db: Db, postId: number, mediaId: number, mediaType: string) {
  const media = await db
    .selectFrom('media')
    .select(['id', 'post_id', 'title', 'media_type', 'file_key', 'source_url'])
    .where('id', '=', mediaId)
    .executeTakeFirst();
  if (!media || media.post_id !== postId) throw notFound(MEDIA_VERSION_MESSAGES.otherPost);
  if (media.file_key === null || media.source_url !== null) {
    throw conflict(MEDIA_VERSION_MESSAGES.linked);
  }
  if (media.media_type !== mediaType) {
    const message = MEDIA_VERSION_MESSAGES.typeMismatch(media.media_type);
    throw badRequest(message, { MediaType: [message] });
  }
  return { id: media.id, title: media.title };
}

/** The files of media's earlier versions (removed with the media). */
export async function earlierFileKeys(db: Db, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('media_versions')
    .select('file_key')
    .where('media_id', 'in', [...mediaIds])
    .execute();
  return rows.map((row) => row.file_key);
}

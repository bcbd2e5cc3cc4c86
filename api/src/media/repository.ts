import {
  atVersion,
  INTERACTIVE_MEDIA_TYPES,
  mediaFileUrl,
  mediaPlaybackUrl,
  MediaTypeSchema,
  mediaThumbnailUrl,
  PIXEL_STREAM_VARIANTS,
  type Media,
  type MediaType,
} from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import type { MediaTable } from '../db/schema.js';
import { previewOf, type PreviewColumns } from '../previews/preview-files.js';

/** The columns of the previews joined to a medium's file (`PreviewColumns`). */
export const PREVIEW_COLUMNS = [
  'media_previews.status as preview_status',
  'media_previews.progress as preview_progress',
  'media_previews.pages as preview_pages',
  'media_previews.error as preview_error',
  'media_previews.width as preview_width',
  'media_previews.height as preview_height',
  'media_previews.files as preview_files',
] as const;

/** The columns a media item is answered from. */
const MEDIA_COLUMNS = [
  'media.id',
  'media.post_id',
  'media.media_type',
  'media.title',
  'media.description',
  'media.file_name',
  'media.content_type',
  'media.file_key',
  'media.thumbnail_key',
  'media.source_url',
  'media.variant',
  'media.size',
  'media.version',
  'media.frame_rate',
  'media.duration',
  'media.uploaded_at',
  'media.uploaded_by',
  'media.sent_by',
  'media.awaiting_share',
  'media.due_on',
  ...PREVIEW_COLUMNS,
] as const;

/** Media with the previews of their current file (a left join: most types have none). */
export const mediaWithPreviews = (db: Db) =>
  db
    .selectFrom('media')
    .leftJoin('media_previews', (join) =>
      join
        .onRef('media_previews.media_id', '=', 'media.id')
        .onRef('media_previews.source_key', '=', 'media.file_key'),
    );

type MediaRow = Pick<
  MediaTable,
  | 'post_id'
  | 'media_type'
  | 'title'
  | 'content_type'
  | 'file_key'
  | 'thumbnail_key'
  | 'source_url'
  | 'variant'
  | 'size'
> & { id: number; description: string; file_name: string; version: number } & PreviewColumns & {
    due_on?: string | null;
    /** Absent where a query does not read it (a share's, a version's). */
    sent_by?: string | null;
    awaiting_share?: number;
  };

/** Pictures shown as they are: their own file is their picture. */
const PICTURES: readonly MediaType[] = ['Image', 'Panorama'];
/** Videos, played from their web copies once made. */
const VIDEOS: readonly MediaType[] = ['Video', 'PanoramaVideo'];

/**
 * Where one version of a medium's bytes are served (its file, picture and playback, each at
 * `?version=` unless it is the sole first: `atVersion`; `earlier`, one before the latest), with
 * its previews.
 */
export function fileAddresses(
  row: { id: number; thumbnail_key: string | null; source_url: string | null } & PreviewColumns,
  mediaType: MediaType,
  version: number,
  earlier = false,
) {
  const linked = row.source_url !== null;
  const fileUri = row.source_url ?? atVersion(mediaFileUrl(row.id), version, earlier);
  const isPicture = PICTURES.includes(mediaType);
  const preview = previewOf(row);
  // A picture its previews were refused for (50000 × 50000 pixels, not a picture) is no tile's
  // to decode: the tile says why instead.
  const refused = preview?.status === 'failed';
  const thumbnailUrl =
    row.thumbnail_key !== null ||
    (isPicture && !linked && !refused) ||
    Boolean(preview?.widths.length)
      ? atVersion(mediaThumbnailUrl(row.id), version, earlier)
      : isPicture && !refused
        ? fileUri
        : '';
  const playbackUrl =
    VIDEOS.includes(mediaType) && !linked
      ? atVersion(mediaPlaybackUrl(row.id), version, earlier)
      : undefined;
  return { linked, fileUri, thumbnailUrl, playbackUrl, preview };
}

/** A stored row as the contract's `Media` (the columns hold the contract's values). */
export function toMedia(row: MediaRow): Media {
  const mediaType = v.parse(MediaTypeSchema, row.media_type);
  const { linked, fileUri, thumbnailUrl, playbackUrl, preview } = fileAddresses(
    row,
    mediaType,
    row.version,
  );
  return {
    id: row.id,
    mediaType,
    title: row.title,
    description: row.description,
    file: { fileName: row.file_name || row.title, fileUri },
    url: fileUri,
    thumbnailUrl,
    contentType: row.content_type,
    size: row.size,
    variant:
      mediaType === 'PixelStream' ? v.parse(v.picklist(PIXEL_STREAM_VARIANTS), row.variant) : null,
    linked,
    ...(row.sent_by && { sentBy: row.sent_by }),
    ...(row.awaiting_share === 1 && { awaitingShare: true }),
    ...(playbackUrl && { playbackUrl }),
    preview,
    version: row.version,
    dueOn: row.due_on ?? null,
    // Its post's day applies without one of its own: `postsOfProject` reads it.
    effectiveDueOn: row.due_on ?? null,
  };
}

/**
 * Which files received through upload links, not shared yet, a reader sees: every one (the
 * studio's managers, the post's editors), those of the links they made (`makerId`), or none.
 */
export type ReceivedScope = 'all' | 'none' | { makerId: number };

/** Whether a reader of this scope sees a medium (`linkMakerId`: who made the link it came by). */
export const seesReceived = (
  scope: ReceivedScope,
  media: { awaiting_share: number; linkMakerId: number | null },
) =>
  media.awaiting_share === 0 ||
  scope === 'all' ||
  (scope !== 'none' && media.linkMakerId === scope.makerId);

/** Each post's media, in their order (waiting received files as `received` allows). */
export async function mediaOfPosts(db: Db, postIds: number[], received: ReceivedScope = 'none') {
  const byPost = new Map<number, Media[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await mediaWithPreviews(db)
    .select(MEDIA_COLUMNS)
    .where('media.post_id', 'in', postIds)
    .$if(received !== 'all', (query) =>
      query.where((eb) =>
        eb.or([
          eb('media.awaiting_share', '=', 0),
          ...(typeof received === 'object'
            ? [
                eb(
                  'media.upload_link_id',
                  'in',
                  eb
                    .selectFrom('upload_links')
                    .select('upload_links.id')
                    .where('upload_links.created_by', '=', received.makerId),
                ),
              ]
            : []),
        ]),
      ),
    )
    .orderBy('media.sort_order')
    .orderBy('media.id')
    .execute();
  for (const row of rows) byPost.get(row.post_id)?.push(toMedia(row));
  return byPost;
}

/**
 * A media item with where it is: its post (published or not) and project, and who made the
 * upload link it came by.
 */
export function findMediaWithProject(db: Db, mediaId: number) {
  return mediaWithPreviews(db)
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .leftJoin('upload_links', 'upload_links.id', 'media.upload_link_id')
    .select(MEDIA_COLUMNS)
    .select([
      'upload_links.created_by as linkMakerId',
      'media.content',
      'posts.published_at as publishedAt',
      'posts.project_id as projectId',
      'projects.client_id as clientId',
      'projects.visibility',
      'projects.archived_at as archivedAt',
    ])
    .where('media.id', '=', mediaId)
    .executeTakeFirst();
}

/** Whether a medium waits to be shared, and who made the link it came by (undefined: none). */
export function receivedStateOf(db: Db, mediaId: number) {
  return db
    .selectFrom('media')
    .leftJoin('upload_links', 'upload_links.id', 'media.upload_link_id')
    .select(['media.awaiting_share', 'upload_links.created_by as linkMakerId'])
    .where('media.id', '=', mediaId)
    .executeTakeFirst();
}

/** A stored media item with where it is. */
export type MediaWithProject = NonNullable<Awaited<ReturnType<typeof findMediaWithProject>>>;

/**
 * The Cesium scenes and Pixel Streams of published posts of current projects, newest first
 * (received files waiting to be shared left out).
 */
export function interactiveMediaRows(db: Db) {
  return mediaWithPreviews(db)
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select(MEDIA_COLUMNS)
    .select([
      'posts.title as postTitle',
      'projects.id as projectId',
      'projects.name as projectName',
      'projects.client_id as clientId',
      'projects.visibility',
      'clients.name as clientName',
    ])
    .where('media.media_type', 'in', [...INTERACTIVE_MEDIA_TYPES])
    .where('media.awaiting_share', '=', 0)
    .where('posts.published_at', 'is not', null)
    .where('projects.archived_at', 'is', null)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .orderBy('media.sort_order')
    .execute();
}

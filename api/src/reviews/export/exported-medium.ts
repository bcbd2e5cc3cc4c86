import { MEDIA_VERSION_MESSAGES, type Drawing } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import type { ReviewedMedium } from '../access.js';
import type { ExportedMedium } from './export-model.js';

/** A medium as an export reads it, and where its file is (null: a link, or the demo's bytes). */
export interface ExportSource {
  medium: ExportedMedium;
  fileKey: string | null;
  /** Its previews' files (JSON, as `media_previews` keeps them), for a PDF page's picture. */
  previewFiles: string | null;
}

/** The latest version's file, with its previews' size and files. */
const latestFile = (db: Db, mediaId: number) =>
  db
    .selectFrom('media')
    .leftJoin('media_previews', (join) =>
      join
        .onRef('media_previews.media_id', '=', 'media.id')
        .onRef('media_previews.source_key', '=', 'media.file_key'),
    )
    .select([
      'media.file_name as fileName',
      'media.file_key as fileKey',
      'media.frame_rate as frameRate',
      'media.duration as duration',
      'media.start_timecode as startTimecode',
      'media_previews.width as width',
      'media_previews.height as height',
      'media_previews.files as previewFiles',
    ])
    .where('media.id', '=', mediaId)
    .executeTakeFirst();

/** An earlier version's file, with its previews' size and files. */
const earlierFile = (db: Db, mediaId: number, number: number) =>
  db
    .selectFrom('media_versions')
    .leftJoin('media_previews', (join) =>
      join
        .onRef('media_previews.media_id', '=', 'media_versions.media_id')
        .onRef('media_previews.source_key', '=', 'media_versions.file_key'),
    )
    .select([
      'media_versions.file_name as fileName',
      'media_versions.file_key as fileKey',
      'media_versions.frame_rate as frameRate',
      'media_versions.duration as duration',
      'media_versions.start_timecode as startTimecode',
      'media_previews.width as width',
      'media_previews.height as height',
      'media_previews.files as previewFiles',
    ])
    .where('media_versions.media_id', '=', mediaId)
    .where('media_versions.number', '=', number)
    .executeTakeFirst();

/**
 * The medium of an export at one version (null: every version, timed as the latest), 400 for a
 * version it does not have.
 */
export async function exportSourceOf(
  db: Db,
  medium: ReviewedMedium,
  version: number | null,
): Promise<ExportSource> {
  const number = version ?? medium.version;
  const row =
    number === medium.version
      ? await latestFile(db, medium.id)
      : number < medium.version
        ? await earlierFile(db, medium.id, number)
        : undefined;
  if (!row) throw notFound(MEDIA_VERSION_MESSAGES.notFound);
  return {
    medium: {
      id: medium.id,
      title: medium.title || row.fileName,
      fileName: row.fileName,
      type: medium.type,
      projectName: medium.project.name,
      clientName: medium.project.clientName,
      version,
      frameRate: row.frameRate,
      duration: row.duration,
      startTimecode: row.startTimecode,
      width: row.width,
      height: row.height,
    },
    fileKey: row.fileKey,
    previewFiles: row.previewFiles,
  };
}

/** Each version's stored file (null: a linked medium, or one whose bytes live in its row). */
export async function fileKeysOf(db: Db, mediaId: number, latest: number) {
  const keys = new Map<number, string | null>();
  const earlier = await db
    .selectFrom('media_versions')
    .select(['number', 'file_key'])
    .where('media_id', '=', mediaId)
    .execute();
  for (const row of earlier) keys.set(row.number, row.file_key);
  const current = await db
    .selectFrom('media')
    .select('file_key')
    .where('id', '=', mediaId)
    .executeTakeFirst();
  keys.set(latest, current?.file_key ?? null);
  return keys;
}

/** The drawings of a medium's threads, by thread id (one query for a report of hundreds). */
export async function drawingsOf(db: Db, mediaId: number) {
  const rows = await db
    .selectFrom('media_comments')
    .select(['id', 'drawing'])
    .where('media_id', '=', mediaId)
    .where('parent_id', 'is', null)
    .where('drawing', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, JSON.parse(row.drawing!) as Drawing]));
}

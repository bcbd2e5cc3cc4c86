import {
  REVIEW_EXPORT_MESSAGES,
  REVIEW_EXPORTS,
  reviewExportFileName,
  takesMarkers,
  type ReviewExportFormat,
  type ReviewExportQuery,
  type ReviewThread,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { attachmentNamed } from '../../http/content-disposition.js';
import type { FileStore } from '../../media/file-store.js';
import { findFfmpeg, type FfmpegTools } from '../../previews/ffmpeg.js';
import { badRequest } from '../../http/errors.js';
import type { ReviewCaller } from '../access.js';
import { reviewFor } from '../decisions.js';
import { threadsFor } from '../service.js';
import { toCsv } from './csv.js';
import { toEdl } from './edl.js';
import type { ReviewExport } from './export-model.js';
import { drawingsOf, exportSourceOf, fileKeysOf } from './exported-medium.js';
import { toFcpxml } from './fcpxml.js';
import { toPdfReport } from './pdf-report.js';
import { toPremiereXml } from './premiere.js';
import { withStills } from './stills.js';

/** An export as it is sent: its file name, content type and bytes. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** What an export reads beside the database: the media files and ffmpeg, for the report's stills. */
export interface ExportDeps {
  db: Db;
  store: FileStore;
  /** ffmpeg and ffprobe (null: none on this machine; a video's report then has no frames). */
  ffmpeg: () => FfmpegTools | null;
  /** Told of a still that could not be made (the report goes on without it). */
  logError: (error: unknown, message: string) => void;
}

/** An app's export deps: ffmpeg as this machine has it, looked for at the first report that needs it. */
export function exportDeps(app: FastifyInstance, db: Db, store: FileStore): ExportDeps {
  let tools: FfmpegTools | null | undefined;
  return {
    db,
    store,
    ffmpeg: () => (tools === undefined ? (tools = findFfmpeg()) : tools),
    logError: (error, message) => app.log.warn(error, message),
  };
}

/** The text formats, each from the export alone. */
const WRITERS: Record<Exclude<ReviewExportFormat, 'pdf'>, (review: ReviewExport) => string> = {
  csv: toCsv,
  edl: toEdl,
  fcpxml: toFcpxml,
  premiere: toPremiereXml,
};

/**
 * A medium's threads (every live thread and every tombstone still holding replies, by their
 * place in the medium), one version's or all, with its decisions, as the caller reads them: what
 * every format is written from.
 */
async function reviewExportOf(db: Db, caller: ReviewCaller, version: number | null) {
  const source = await exportSourceOf(db, caller.medium, version);
  const { threads } = await threadsFor(db, caller, { status: 'all', order: 'position' });
  const { history } = await reviewFor(db, caller);
  const review: ReviewExport = {
    medium: source.medium,
    threads: threads.filter((thread) => version === null || thread.version === version),
    decisions: history.filter((decision) => version === null || decision.version === version),
    exportedBy: caller.actor.name,
    exportedAt: new Date(),
  };
  return review;
}

/**
 * The review report: the export with each pinned thread's still (its frame, or the part of its
 * picture, with its drawing), made from the version's stored file.
 */
async function reportOf(deps: ExportDeps, review: ReviewExport, latestVersion: number) {
  const { medium } = review;
  const keys = await fileKeysOf(deps.db, medium.id, latestVersion);
  const drawings = await drawingsOf(deps.db, medium.id);
  const source = {
    store: deps.store,
    medium,
    fileKeyOf: (version: number) => keys.get(version) ?? null,
    tools: deps.ffmpeg(),
    onError: (error: unknown, thread: ReviewThread) =>
      deps.logError(error, `The still of comment ${thread.id} of media ${medium.id} was not made`),
  };
  return withStills(source, review.threads, (stillOf) =>
    toPdfReport(review, (thread) => stillOf(thread, drawings.get(thread.id) ?? null)),
  );
}

/**
 * GET …/comments/export: the caller's export of a medium's review in a format; markers for
 * editing software only of a video's (400 otherwise), a version the medium has (404 otherwise).
 */
export async function exportReview(
  deps: ExportDeps,
  caller: ReviewCaller,
  query: ReviewExportQuery,
): Promise<ExportedFile> {
  const { format } = query;
  if (REVIEW_EXPORTS[format].markers && !takesMarkers(caller.medium.type)) {
    throw badRequest(REVIEW_EXPORT_MESSAGES.markersOnVideos);
  }
  const version = query.version ?? null;
  const review = await reviewExportOf(deps.db, caller, version);
  const fileName = reviewExportFileName(review.medium.title, format, version);
  const { contentType } = REVIEW_EXPORTS[format];
  if (format === 'pdf') {
    return { fileName, contentType, body: await reportOf(deps, review, caller.medium.version) };
  }
  return { fileName, contentType: `${contentType}; charset=utf-8`, body: WRITERS[format](review) };
}

/** Sends an export as a private attachment under its name. */
export const sendExport = (reply: FastifyReply, file: ExportedFile) =>
  reply
    .type(file.contentType)
    .header('Content-Disposition', attachmentNamed(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);

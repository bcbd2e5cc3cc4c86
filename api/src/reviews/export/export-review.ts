import {
  REVIEW_EXPORT_MESSAGES,
  REVIEW_EXPORTS,
  reviewExportFileName,
  takesMarkers,
  type ReviewExportFormat,
  type ReviewExportQuery,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { attachmentNamed } from '../../http/content-disposition.js';
import { badRequest } from '../../http/errors.js';
import type { ReviewCaller } from '../access.js';
import { reviewFor } from '../decisions.js';
import { threadsFor } from '../service.js';
import { toCsv } from './csv.js';
import { toEdl } from './edl.js';
import type { ReviewExport } from './export-model.js';
import { exportSourceOf } from './exported-medium.js';
import { toFcpxml } from './fcpxml.js';
import { toPremiereXml } from './premiere.js';

/** An export as it is sent: its file name, content type and bytes. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
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
  return { review, source };
}

/**
 * GET …/comments/export: the caller's export of a medium's review in a format; markers for
 * editing software only of a video's (400 otherwise), a version the medium has (404 otherwise).
 */
export async function exportReview(
  db: Db,
  caller: ReviewCaller,
  query: ReviewExportQuery,
): Promise<ExportedFile> {
  const { format } = query;
  if (REVIEW_EXPORTS[format].markers && !takesMarkers(caller.medium.type)) {
    throw badRequest(REVIEW_EXPORT_MESSAGES.markersOnVideos);
  }
  const version = query.version ?? null;
  const { review } = await reviewExportOf(db, caller, version);
  const { contentType } = REVIEW_EXPORTS[format];
  if (format === 'pdf') throw badRequest(REVIEW_EXPORT_MESSAGES.format);
  return {
    fileName: reviewExportFileName(review.medium.title, format, version),
    contentType: `${contentType}; charset=utf-8`,
    body: WRITERS[format](review),
  };
}

/** Sends an export as a private attachment under its name. */
export const sendExport = (reply: FastifyReply, file: ExportedFile) =>
  reply
    .type(file.contentType)
    .header('Content-Disposition', attachmentNamed(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);

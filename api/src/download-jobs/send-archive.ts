import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.js';
import { sendStored } from '../media/send-stored.js';
import type { DownloadStore, RangedDownloads } from './download-store.js';

const GONE = 'The file of this download is no longer available.';

/** `filename` for old agents, `filename*` (RFC 5987) for the exact name. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The headers of every zip answer: a private attachment under the job's name. */
const describe = (reply: FastifyReply, fileName: string) =>
  reply
    .type('application/zip')
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'private, no-store');

/**
 * Sends a job's committed zip under its file name. A store that reads by ranges (the bucket's)
 * answers the request's conditions and one byte range as a medium's file does (`answerTo`, so a
 * broken download resumes with If-Range); the folder's zip goes whole, as it always has.
 */
export async function sendArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  store: DownloadStore,
  job: { id: number; file_name: string },
) {
  if (store.ranged) return sendRanged(request, reply, store.ranged, job);
  const zip = await store.open(job.id);
  if (!zip) throw notFound(GONE);
  return describe(reply, job.file_name).header('Content-Length', String(zip.size)).send(zip.stream);
}

const sendRanged = (
  request: FastifyRequest,
  reply: FastifyReply,
  zips: RangedDownloads,
  job: { id: number; file_name: string },
) =>
  sendStored(
    request,
    reply,
    { stat: () => zips.stat(job.id), open: (range) => zips.open(job.id, range) },
    { missing: GONE, describe: () => describe(reply, job.file_name) },
  );

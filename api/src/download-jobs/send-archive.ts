import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentNamed } from '../http/content-disposition.js';
import { notFound } from '../http/errors.js';
import { sendStored } from '../media/send-stored.js';
import type { DownloadStore, RangedDownloads } from './download-store.js';

const GONE = 'The file of this download is no longer available.';

/** The headers of every zip answer: a private attachment under the job's name. */
const describe = (reply: FastifyReply, fileName: string) =>
  reply
    .type('application/zip')
    .header('Content-Disposition', attachmentNamed(fileName))
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

import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http/errors.js';
import { answerTo, entityTagOf } from '../media/conditional.js';
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

async function sendRanged(
  request: FastifyRequest,
  reply: FastifyReply,
  zips: RangedDownloads,
  job: { id: number; file_name: string },
) {
  const info = await zips.stat(job.id);
  if (!info) throw notFound(GONE);
  const answer = answerTo(request.headers, info);
  if (answer.status === 412)
    throw new HttpError(412, 'The file is not the copy the request names.');
  if (answer.status === 416) {
    const range = { 'content-range': `bytes */${info.size}` };
    throw new HttpError(416, 'The requested range is outside the file.', {}, range);
  }
  describe(reply, job.file_name)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', entityTagOf(info))
    .header('Last-Modified', info.modified.toUTCString());
  if (answer.status === 304) return reply.code(304).send();
  const range = answer.status === 206 ? { start: answer.start, end: answer.end } : undefined;
  let stream: Readable;
  try {
    stream = await zips.open(job.id, range);
  } catch {
    throw notFound(GONE); // Removed between the two calls.
  }
  if (range) reply.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  return reply
    .code(answer.status)
    .header('Content-Length', range ? range.end - range.start + 1 : info.size)
    .send(stream);
}

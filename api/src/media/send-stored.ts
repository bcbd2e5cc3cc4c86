import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { answerTo, entityTagOf } from './conditional.js';
import type { StoredFileInfo } from './file-store.js';

/** A stored file to answer with: what its store knows of it, and its bytes (or a range). */
export interface StoredFile {
  stat(): Promise<StoredFileInfo | null>;
  open(range?: { start: number; end: number }): Promise<Readable>;
}

/**
 * Sends a stored file, streamed, answering the request's conditions and one byte range from
 * what the store knows of it (`answerTo`): 206 (416 past the end; If-Range), 304
 * (If-None-Match, If-Modified-Since), 412 (If-Match, If-Unmodified-Since). Its ETag is the
 * store's, or weak on disk, with a Last-Modified. `describe` sets the answer's own headers (type,
 * name, caching) once the conditions pass; a file that is not there is a 404 saying `missing`.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  { missing, describe }: { missing: string; describe: () => void },
) {
  const info = await file.stat();
  if (!info) throw new HttpError(404, missing);
  const answer = answerTo(request.headers, info);
  if (answer.status === 412)
    throw new HttpError(412, 'The file is not the copy the request names.');
  if (answer.status === 416) {
    throw new HttpError(
      416,
      'The requested range is outside the file.',
      {},
      { 'content-range': `bytes */${info.size}` },
    );
  }
  describe();
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', entityTagOf(info))
    .header('Last-Modified', info.modified.toUTCString());
  if (answer.status === 304) return reply.code(304).send();
  const range = answer.status === 206 ? { start: answer.start, end: answer.end } : undefined;
  let stream: Readable;
  try {
    stream = await file.open(range);
  } catch {
    // Gone between the two calls: as `stat` would now say.
    throw new HttpError(404, missing);
  }
  if (range) reply.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  return reply
    .code(answer.status)
    .header('Content-Length', range ? range.end - range.start + 1 : info.size)
    .send(stream);
}

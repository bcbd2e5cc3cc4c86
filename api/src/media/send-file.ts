import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { FileStore } from './file-store.js';
import { requestedRange } from './range.js';

/** Bytes to send: a file of the store by key, or a buffer (items stored before file keys). */
export type MediaBytes =
  { kind: 'file'; key: string } | { kind: 'buffer'; buffer: Buffer; modified?: Date };

/** How a file goes out: its type, its name, and who may keep a copy. */
export interface SendOptions {
  contentType: string;
  fileName: string;
  /** Public for Showcase media (an hour), private otherwise. */
  isPublic: boolean;
  /** Sent as a download (`attachment`) rather than shown (`inline`). */
  attachment?: boolean;
}

const encodeName = (name: string) => encodeURIComponent(name).replace(/['()*]/g, escape);

/**
 * Sends media bytes with Range support (video seeking asks for `bytes=N-`), an ETag for
 * revalidation, the stored type and the sandboxing headers every media answer carries.
 */
export function sendMediaBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  bytes: MediaBytes,
  options: SendOptions,
) {
  const info =
    bytes.kind === 'file'
      ? store.stat(bytes.key)
      : { size: bytes.buffer.length, modified: bytes.modified ?? new Date(0) };
  if (!info) throw new HttpError(404, 'The file is missing from the media store.');
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.modified.getTime()).toString(36)}"`;
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Cache-Control', options.isPublic ? 'public, max-age=3600' : 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header(
      'Content-Disposition',
      `${options.attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeName(options.fileName)}`,
    )
    .type(options.contentType || 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = requestedRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(
      416,
      'The requested range is outside the file.',
      {},
      {
        'content-range': `bytes */${info.size}`,
      },
    );
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`);
  reply.header('Content-Length', String(Math.max(0, end - start + 1)));
  if (info.size === 0) return reply.send(Buffer.alloc(0));
  const body =
    bytes.kind === 'file'
      ? store.open(bytes.key, { start, end })
      : Readable.from([bytes.buffer.subarray(start, end + 1)]);
  return reply.send(body);
}

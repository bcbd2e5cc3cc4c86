import type { IncomingHttpHeaders } from 'node:http';
import type { StoredFileInfo } from './file-store.js';

/**
 * What a GET of a stored file answers, from its request's conditions and range (RFC 9110 §13
 * and §14) and what the store knows of the file: 412 (If-Match, If-Unmodified-Since), 304
 * (If-None-Match, If-Modified-Since), 416 (a range past the end), 206 (one byte range, If-Range
 * allowing) or 200. The same for every store, so a file on disk and an object in a bucket answer
 * a player alike.
 */
export type Answer =
  { status: 200 | 304 | 412 | 416 } | { status: 206; start: number; end: number };

/**
 * The file's entity tag: the store's own (an object store's, strong) or, on disk, a weak one of
 * its size and time (`W/"<size>-<mtime>"` in hex, as @fastify/send made them, so caches keep
 * what they hold).
 */
export const entityTagOf = (info: StoredFileInfo) =>
  info.etag ?? `W/"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;

/** The tag without its weak mark: If-None-Match and If-Range compare tags weakly here. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether a list of tags (`If-Match`, `If-None-Match`) names this one, or is `*`. */
function names(list: string, etag: string) {
  if (list.trim() === '*') return true;
  return list.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Whether the file changed after an HTTP date (whole seconds, as Last-Modified says). */
function changedSince(info: StoredFileInfo, date: string) {
  const since = Date.parse(date);
  if (Number.isNaN(since)) return undefined;
  return Math.floor(info.modified.getTime() / 1000) * 1000 > since;
}

/** One byte range of a `Range` header; null to send the whole file; 'unsatisfiable'. */
function rangeOf(header: string, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, another unit or a malformed one: the whole file, as the header may be ignored.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable' as const;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

/** Decides the answer to a GET of the file (see `Answer`). */
export function answerTo(headers: IncomingHttpHeaders, info: StoredFileInfo): Answer {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const etag = entityTagOf(info);
  const ifMatch = header('if-match');
  if (ifMatch !== undefined) {
    if (!names(ifMatch, etag)) return { status: 412 };
  } else {
    const since = header('if-unmodified-since');
    if (since !== undefined && changedSince(info, since) === true) return { status: 412 };
  }
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch !== undefined) {
    if (names(ifNoneMatch, etag)) return { status: 304 };
  } else {
    const since = header('if-modified-since');
    if (since !== undefined && changedSince(info, since) === false) return { status: 304 };
  }
  const range = header('range');
  if (range === undefined) return { status: 200 };
  const ifRange = header('if-range')?.trim();
  if (ifRange !== undefined) {
    // A tag, or a date: the range completes that copy only, else the whole file goes.
    const same = /^(W\/)?"/.test(ifRange)
      ? opaque(ifRange) === opaque(etag)
      : changedSince(info, ifRange) === false;
    if (!same) return { status: 200 };
  }
  const chosen = rangeOf(range, info.size);
  if (chosen === null) return { status: 200 };
  if (chosen === 'unsatisfiable') return { status: 416 };
  return { status: 206, ...chosen };
}

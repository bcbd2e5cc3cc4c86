import { VIDEO_REFUSED_MESSAGE, ZIP_NOT_LISTED_MESSAGE } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, HttpError, notFound } from '../http/errors.js';
import {
  choosePreview,
  chooseVideoCopy,
  filesOf,
  PREVIEW_CONTENT_TYPES,
  PreviewStatus,
} from '../previews/preview-files.js';
import type { FileStore } from './file-store.js';
import type { MediaWithProject } from './repository.js';
import { sendStored } from './send-stored.js';
import { listZip } from './zip-listing.js';

/** The stored bytes of an item: its file in the store, or the bytes kept in its row. */
type MediaBytes = { kind: 'file'; key: string } | { kind: 'row'; buffer: Buffer };

/** An item's stored bytes; null for an item linked by address. */
const bytesOf = (media: MediaWithProject): MediaBytes | null =>
  media.file_key !== null
    ? { kind: 'file', key: media.file_key }
    : media.source_url === null
      ? { kind: 'row', buffer: media.content }
      : null;

/** The preview files made from the medium's file (its row carries them), once ready. */
const readyFiles = (media: MediaWithProject) =>
  media.preview_status === PreviewStatus.Ready ? filesOf({ files: media.preview_files }) : [];

/** Media played as video (their preview download is what they play). */
const VIDEO_TYPES = new Set(['Video', 'PanoramaVideo']);

/**
 * A video whose file the previews refused (a playlist, a concat script, past a limit: issue 47).
 * It is never sent as a video: a browser's player (or a media server it reaches) would follow
 * what ffmpeg was kept from. `/playback` answers 404 with the reason; the file itself is a
 * download of bytes (`application/octet-stream`, as an attachment), so its sender's original
 * still reaches the studio.
 */
const isRefusedVideo = (media: MediaWithProject) =>
  VIDEO_TYPES.has(media.media_type) &&
  media.preview_status === PreviewStatus.Failed &&
  media.preview_error === VIDEO_REFUSED_MESSAGE;

/**
 * The width a medium's picture is sent for when the caller does not say (`?w=`): a tile or a grid
 * cell, on a screen of 2× density.
 */
const PICTURE_WIDTH = 960;

/** How an answer may be kept, and whether it is a download. */
interface Delivery {
  isPublic: boolean;
  attachment?: boolean;
}

/** How a file goes out: who may keep it, its type, and the name it is saved as. */
interface Sending extends Delivery {
  contentType: string;
  fileName: string;
}

const MISSING = 'The file is missing from the media store.';

const encodeName = (name: string) => encodeURIComponent(name).replace(/['()*]/g, escape);

/** The headers of every media answer: its type and name, who may keep it, and its sandbox. */
function describe(reply: FastifyReply, how: Sending) {
  reply
    .header('Cache-Control', how.isPublic ? 'public, max-age=3600' : 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header(
      'Content-Disposition',
      `${how.attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeName(how.fileName)}`,
    )
    .type(how.contentType || 'application/octet-stream');
}

/**
 * Sends a file of the store by its key (never a path from the request), with its conditions and
 * one byte range (`sendStored`); the type, name and caching are the medium's, not guessed from
 * the file.
 */
const sendFile = (
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  how: Sending,
) =>
  sendStored(
    request,
    reply,
    { stat: () => store.stat(key), open: (range) => store.open(key, range) },
    { missing: MISSING, describe: () => describe(reply, how) },
  );

/**
 * Sends bytes kept in the item's row (items stored before file keys, migration 0009) whole: no
 * ranges or revalidation, which only files of the store get.
 */
function sendRow(reply: FastifyReply, buffer: Buffer, how: Sending) {
  describe(reply, how);
  return reply.send(buffer);
}

/**
 * The answers about one medium the caller may see (the media routes and share links decide who
 * that is): its file (byte ranges and revalidation, `conditional.ts`; a linked item redirects to
 * its address), its picture, and a zip's entries.
 */
export function mediaAnswers(store: FileStore) {
  /** A stored file of the medium's (a web copy, a picture) as `contentType`, named `fileName`. */
  const sendStored = (request: FastifyRequest, reply: FastifyReply, key: string, how: Sending) =>
    sendFile(request, reply, store, key, how);
  /** The medium's own bytes: its file of the store, or those kept in its row. */
  const sendBytes = (
    request: FastifyRequest,
    reply: FastifyReply,
    bytes: MediaBytes,
    how: Sending,
  ) =>
    bytes.kind === 'file'
      ? sendStored(request, reply, bytes.key, how)
      : sendRow(reply, bytes.buffer, how);

  return {
    file(request: FastifyRequest, reply: FastifyReply, media: MediaWithProject, how: Delivery) {
      const bytes = bytesOf(media);
      if (!bytes) return reply.redirect(media.source_url!, 302);
      const refused = isRefusedVideo(media);
      return sendBytes(request, reply, bytes, {
        ...how,
        ...(refused && { attachment: true }),
        contentType: refused ? 'application/octet-stream' : media.content_type,
        fileName: media.file_name || media.title,
      });
    },
    /** A video's web copy about `height` pixels high (its largest without), else its file. */
    async playback(
      request: FastifyRequest,
      reply: FastifyReply,
      media: MediaWithProject,
      how: Delivery,
      height?: number,
    ) {
      if (isRefusedVideo(media)) throw notFound(VIDEO_REFUSED_MESSAGE);
      const copy = chooseVideoCopy(readyFiles(media), height);
      if (!copy) return this.file(request, reply, media, how);
      return sendStored(request, reply, copy.key, {
        ...how,
        contentType: 'video/mp4',
        fileName: `${copy.height}p.mp4`,
      });
    },
    async thumbnail(
      request: FastifyRequest,
      reply: FastifyReply,
      media: MediaWithProject,
      how: Delivery,
      width = PICTURE_WIDTH,
    ) {
      // A picture made from the file (previews/), in the best format the browser takes.
      const preview = choosePreview(readyFiles(media), width, request.headers.accept ?? '');
      if (preview) {
        reply.header('Vary', 'Accept');
        return sendStored(request, reply, preview.key, {
          ...how,
          contentType: PREVIEW_CONTENT_TYPES[preview.format],
          fileName: `picture.${preview.key.split('.').at(-1)}`,
        });
      }
      const options = { ...how, contentType: 'image/jpeg', fileName: 'picture.jpg' };
      if (media.thumbnail_key !== null) {
        return sendStored(request, reply, media.thumbnail_key, options);
      }
      const bytes = bytesOf(media);
      // A picture whose previews were refused is never sent as its own picture.
      const refused = media.preview_status === PreviewStatus.Failed;
      if (!bytes || refused || !['Image', 'Panorama'].includes(media.media_type)) {
        throw notFound('No picture for this item.');
      }
      return sendBytes(request, reply, bytes, {
        ...options,
        contentType: media.content_type,
        fileName: media.file_name || media.title,
      });
    },
    /**
     * The best preview as a download, for a link that gives previews only: what a video plays
     * (its largest web copy; the file itself when it plays as it is, so none was made), a
     * picture's (an image's, a PDF's first page) largest JPEG; undefined when it has none yet.
     */
    previewDownload(request: FastifyRequest, reply: FastifyReply, media: MediaWithProject) {
      if (media.preview_status !== PreviewStatus.Ready) return undefined;
      const files = readyFiles(media);
      const base = (media.title || media.file_name).replace(/\.[^.]+$/, '');
      const how = { isPublic: false, attachment: true };
      if (VIDEO_TYPES.has(media.media_type)) {
        const copy = chooseVideoCopy(files, undefined);
        if (!copy) return this.file(request, reply, media, how);
        return sendStored(request, reply, copy.key, {
          ...how,
          contentType: 'video/mp4',
          fileName: `${base} (${copy.height}p).mp4`,
        });
      }
      const picture = choosePreview(files, Number.MAX_SAFE_INTEGER, '');
      if (!picture) return undefined;
      return sendStored(request, reply, picture.key, {
        ...how,
        contentType: 'image/jpeg',
        fileName: `${base} (preview).jpg`,
      });
    },
    async zipEntries(media: MediaWithProject) {
      if (media.media_type !== 'Zip') throw notFound('This item is not a zip archive.');
      const bytes = bytesOf(media);
      if (!bytes) throw conflict(ZIP_NOT_LISTED_MESSAGE);
      if (bytes.kind === 'row') return listZip({ kind: 'buffer', buffer: bytes.buffer });
      const info = await store.stat(bytes.key);
      if (!info) throw new HttpError(404, MISSING);
      return listZip({ kind: 'store', store, key: bytes.key, size: info.size });
    },
  };
}

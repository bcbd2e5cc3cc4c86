import { ZIP_NOT_LISTED_MESSAGE } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../http/errors.js';
import {
  choosePreview,
  chooseVideoCopy,
  filesOf,
  PREVIEW_CONTENT_TYPES,
  PreviewStatus,
} from '../previews/preview-files.js';
import type { FileStore } from './file-store.js';
import type { MediaWithProject } from './repository.js';
import { sendMediaBytes, type MediaBytes } from './send-file.js';
import { listZip } from './zip-listing.js';

/** The stored bytes of an item: its file in the store, or the bytes kept in its row. */
const bytesOf = (media: MediaWithProject): MediaBytes | null =>
  media.file_key !== null
    ? { kind: 'file', key: media.file_key }
    : media.source_url === null
      ? { kind: 'buffer', buffer: media.content }
      : null;

/** The preview files made from the medium's file (its row carries them), once ready. */
const readyFiles = (media: MediaWithProject) =>
  media.preview_status === PreviewStatus.Ready ? filesOf({ files: media.preview_files }) : [];

/** Media played as video (their preview download is what they play). */
const VIDEO_TYPES = new Set(['Video', 'PanoramaVideo']);

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

/**
 * The answers about one medium the caller may see (the media routes and share links decide who
 * that is): its file (Range, ETag; a linked item redirects to its address), its picture, and a
 * zip's entries.
 */
export function mediaAnswers(store: FileStore) {
  /** A stored file of the medium's (a web copy, a picture) as `contentType`, named `fileName`. */
  const sendStored = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    how: Delivery & { contentType: string; fileName: string },
  ) => sendMediaBytes(request, reply, store, { kind: 'file', key }, how);

  return {
    file(request: FastifyRequest, reply: FastifyReply, media: MediaWithProject, how: Delivery) {
      const bytes = bytesOf(media);
      if (!bytes) return reply.redirect(media.source_url!, 302);
      return sendMediaBytes(request, reply, store, bytes, {
        ...how,
        contentType: media.content_type,
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
      if (!bytes || !['Image', 'Panorama'].includes(media.media_type)) {
        throw notFound('No picture for this item.');
      }
      return sendMediaBytes(request, reply, store, bytes, {
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
    zipEntries(media: MediaWithProject) {
      if (media.media_type !== 'Zip') throw notFound('This item is not a zip archive.');
      const bytes = bytesOf(media);
      if (!bytes) throw conflict(ZIP_NOT_LISTED_MESSAGE);
      return listZip(
        bytes.kind === 'file'
          ? { kind: 'file', path: store.pathOf(bytes.key) }
          : { kind: 'buffer', buffer: bytes.buffer },
      );
    },
  };
}

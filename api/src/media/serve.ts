import { ZIP_NOT_LISTED_MESSAGE } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../http/errors.js';
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
    thumbnail(
      request: FastifyRequest,
      reply: FastifyReply,
      media: MediaWithProject,
      how: Delivery,
    ) {
      const options = { ...how, contentType: 'image/jpeg', fileName: 'picture.jpg' };
      if (media.thumbnail_key !== null) {
        return sendMediaBytes(
          request,
          reply,
          store,
          { kind: 'file', key: media.thumbnail_key },
          options,
        );
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

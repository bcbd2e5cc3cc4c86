import * as v from 'valibot';
import { IdSchema } from '../paging.ts';
import { MediaDescriptionSchema, MediaTitleSchema } from '../projects/media.ts';
import { MediaTypeSchema } from '../projects/enums.ts';

/** A chunk's size unless the caller chooses another (spec point 7): 100 MB. */
export const DEFAULT_CHUNK_SIZE = 104_857_600;
/** The largest chunk the API takes (a bigger one is a 413). */
export const MAX_CHUNK_SIZE = DEFAULT_CHUNK_SIZE;
/** The smallest chunk a caller may choose (except a file's last chunk). */
export const MIN_CHUNK_SIZE = 65_536;
/** Uploads whose last chunk arrived longer ago than this are removed with their chunks. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Where chunks are posted, an upload's state is read or it is cancelled, and it is finished. */
export const UPLOAD_PATHS = {
  settings: '/api/uploads/settings',
  chunk: '/api/uploads/chunks',
  status: '/api/uploads/:uploadId',
  finalize: '/api/uploads/finalize',
} as const;

/** Messages of the upload calls (the API sends them; the uploader shows them). */
export const UPLOAD_MESSAGES = {
  uploadId: 'An upload needs its id (a UUID).',
  chunkNumber: 'The chunk number must be from 1 to the number of chunks.',
  chunkSize: 'Every chunk but the last must be exactly the chunk size.',
  chunkTooLarge: `A chunk can be at most ${MAX_CHUNK_SIZE.toLocaleString('en-AU')} bytes.`,
  chunkMissing: 'Send the chunk as the part named chunk, after the other fields.',
  checksum: 'The chunk arrived damaged (its SHA-256 differs): send it again.',
  changed: 'This upload id belongs to another file: start a new upload.',
  incomplete: (missing: number) =>
    `The upload is missing ${missing === 1 ? 'a chunk' : `${missing} chunks`}: resume it to send ${missing === 1 ? 'it' : 'them'}.`,
  size: 'The chunks received do not add up to the size of the file.',
  unknown: 'This upload is not known: it finished, was cancelled or expired. Start it again.',
  fileTooLarge: (limit: string) => `A file can be at most ${limit}.`,
  typeMismatch: (type: string) => `This file cannot be added as ${type}.`,
  notMultipart: 'Send the chunk as multipart/form-data.',
  noVersions: 'Files sent through a link are added as new media, never as versions.',
} as const;

/** A number carried as a multipart field's text (or a JSON number). */
const Count = (message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
  );

/** An upload's id: a UUID the browser makes and keeps for the file, to resume it. */
export const UploadIdSchema = v.pipe(
  v.string(UPLOAD_MESSAGES.uploadId),
  v.uuid(UPLOAD_MESSAGES.uploadId),
);

const FileNameSchema = v.pipe(
  v.string('Give the file name.'),
  v.trim(),
  v.nonEmpty('Give the file name.'),
  v.maxLength(255, 'A file name can be at most 255 characters.'),
);

/** What every chunk and the finish carry besides the chunk: the spec's fields and ours. */
const uploadFields = {
  fileName: FileNameSchema,
  totalChunks: Count(UPLOAD_MESSAGES.chunkNumber),
  totalSize: Count(UPLOAD_MESSAGES.size),
  /** Extra fields (spec point 7: "plus any extra fields"): the upload, and the post it joins. */
  uploadId: UploadIdSchema,
  postId: IdSchema,
};

/**
 * A chunk's multipart fields (spec point 7: `chunk`, `fileName`, `chunkNumber` from 1,
 * `totalChunks`, plus extras), sent before the `chunk` part so the API can check them first.
 */
export const ChunkFieldsSchema = v.object({
  ...uploadFields,
  /** The post the file joins; left out for a comment's attachment (`attachmentFor`). */
  postId: v.optional(IdSchema),
  /**
   * Instead of `postId`: the medium on whose review the file is attached to a comment (finished
   * by `commentAttachmentEndpoints.finish`, at most COMMENT_ATTACHMENT_MAX_BYTES).
   */
  attachmentFor: v.optional(IdSchema),
  chunkNumber: Count(UPLOAD_MESSAGES.chunkNumber),
  chunkSize: v.pipe(
    Count(UPLOAD_MESSAGES.chunkSize),
    v.minValue(MIN_CHUNK_SIZE, UPLOAD_MESSAGES.chunkSize),
    v.maxValue(MAX_CHUNK_SIZE, UPLOAD_MESSAGES.chunkTooLarge),
  ),
  /** The chunk's SHA-256 in hex, checked on arrival; optional. */
  chunkSha256: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, UPLOAD_MESSAGES.checksum))),
});
/** A chunk's fields after validation. */
export type ChunkFields = v.InferOutput<typeof ChunkFieldsSchema>;

/** How this API takes uploads: the chunk size to send (configurable) and the largest file. */
export const UploadSettingsSchema = v.object({
  chunkSize: v.number(),
  maxFileSize: v.number(),
});
/** How this API takes uploads. */
export type UploadSettings = v.InferOutput<typeof UploadSettingsSchema>;

/** What the API answers for a chunk it stored: how many of the file's chunks it holds. */
export const ChunkReceiptSchema = v.object({
  uploadId: v.string(),
  chunkNumber: v.number(),
  receivedChunks: v.number(),
});

/** An upload in progress, as the API holds it (to resume: send the chunks not in `received`). */
export const UploadStatusSchema = v.object({
  uploadId: v.string(),
  fileName: v.string(),
  totalChunks: v.number(),
  totalSize: v.number(),
  chunkSize: v.number(),
  /** Chunk numbers stored, smallest first. */
  received: v.array(v.number()),
  /** When it is removed if no chunk arrives before (ISO). */
  expiresAt: v.string(),
});
/** An upload in progress. */
export type UploadStatus = v.InferOutput<typeof UploadStatusSchema>;

/**
 * The finish (spec point 7: `fileName`, `totalChunks`, `totalSize` plus the extras): the file is
 * assembled and checked, and becomes a medium of the post with this type, title and description.
 */
export const FinalizeUploadSchema = v.object({
  ...uploadFields,
  mediaType: MediaTypeSchema,
  title: v.optional(MediaTitleSchema),
  description: v.optional(MediaDescriptionSchema, ''),
  /**
   * The medium of the post this file is a new version of (its type must be `mediaType`): it
   * keeps its id, title and place, and the file becomes its latest version.
   */
  versionOf: v.optional(IdSchema),
});
/** What the uploader sends to finish a file. */
export type FinalizeUploadRequest = v.InferInput<typeof FinalizeUploadSchema>;

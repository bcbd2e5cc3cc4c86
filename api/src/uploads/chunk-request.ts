import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ChunkFieldsSchema, UPLOAD_MESSAGES, type ChunkFields } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';

/** The multipart limits of the chunk route (@fastify/multipart's default is the 1 MiB body limit). */
export const chunkMultipartLimits = (maxChunkBytes: number) => ({
  fileSize: maxChunkBytes,
  files: 1,
  fields: 16,
  fieldSize: 4096,
});

/** 413 in the API's shape: the chunk is over the multipart limit. */
export const chunkTooLarge = () => new HttpError(413, UPLOAD_MESSAGES.chunkTooLarge);

const chunkMissing = () =>
  badRequest(UPLOAD_MESSAGES.chunkMissing, { Chunk: [UPLOAD_MESSAGES.chunkMissing] });

/**
 * What a failure while reading the multipart body means for the caller: the plugin's limits are
 * 413s, anything else wrong with the body a 400 (never a 500). Our own refusals pass unchanged,
 * and so do failures of this machine (a full disk), which carry a syscall.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, syscall } = error as { code?: string; syscall?: string };
  if (syscall) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return chunkTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(UPLOAD_MESSAGES.notMultipart);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, 'The chunk request has too many parts.');
  }
  return badRequest('The chunk request could not be read: send it again.');
}

/** A chunk request's fields (validated) and its file part, not yet read. */
export interface ChunkRequest {
  fields: ChunkFields;
  file: MultipartFile;
}

/**
 * Reads the fields that precede the `chunk` part and stops at that part, leaving its bytes
 * unread so the caller checks the fields (and the caller's rights) before storing anything.
 * The file first, another file part, or none at all is the 400 that says how to send it.
 */
export async function readChunkRequest(request: FastifyRequest): Promise<ChunkRequest> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const { fieldname, value } = part as MultipartValue;
        fields[fieldname] = String(value);
        continue;
      }
      file = part;
      break;
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!file || file.fieldname !== 'chunk' || Object.keys(fields).length === 0) {
    file?.file.resume();
    throw chunkMissing();
  }
  try {
    return { fields: parseInput(ChunkFieldsSchema, fields), file };
  } catch (error) {
    file.file.resume();
    throw error;
  }
}

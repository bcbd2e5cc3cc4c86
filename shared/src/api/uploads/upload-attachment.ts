import {
  commentAttachmentEndpoints,
  uploadEndpoints,
  type CommentAttachment,
} from '@portal/contract';
import { callApi } from '../api-client';
import { postWithProgress } from '../post-with-progress';
import {
  cancelChunks,
  sendInChunks,
  type ChunkOptions,
  type ChunkTransport,
  type SentFile,
} from './chunked-upload';

/** The calls a comment's attachment makes: the chunks, then the review's finish. */
export interface AttachmentTransport extends ChunkTransport {
  finish: (mediaId: number, body: SentFile, signal?: AbortSignal) => Promise<CommentAttachment>;
}

/** The API's calls for a comment's attachment (signed in: a review link's guests attach nothing). */
export const apiAttachmentTransport: AttachmentTransport = {
  status: (uploadId, signal) => callApi(uploadEndpoints.status, { params: { uploadId }, signal }),
  postChunk: (body, signal, onProgress) =>
    postWithProgress(uploadEndpoints.chunk, { body, signal, onProgress }),
  cancel: (uploadId) => callApi(uploadEndpoints.cancel, { params: { uploadId } }),
  finish: (mediaId, body, signal) =>
    callApi(commentAttachmentEndpoints.finish, { params: { mediaId }, body, signal }),
};

/** Options of uploadAttachment. */
export interface AttachmentOptions extends ChunkOptions {
  transport?: AttachmentTransport;
}

/**
 * Uploads a file for a comment on a medium in chunks (`attachmentFor`), finished into an
 * attachment no comment uses yet: resolves with it (its id goes with the comment).
 */
export function uploadAttachment(
  file: File,
  mediaId: number,
  { transport = apiAttachmentTransport, ...options }: AttachmentOptions = {},
): Promise<CommentAttachment> {
  return sendInChunks(
    file,
    {
      field: 'attachmentFor',
      id: mediaId,
      finish: (sent, signal) => transport.finish(mediaId, sent, signal),
    },
    transport,
    options,
  );
}

/** Cancels an attachment's upload: the API removes what it holds, and the resume key goes. */
export const cancelAttachment = (
  file: File,
  mediaId: number,
  {
    transport = apiAttachmentTransport,
    ...options
  }: Pick<AttachmentOptions, 'chunkSize' | 'transport' | 'storage'> = {},
) => cancelChunks(file, { field: 'attachmentFor', id: mediaId }, transport, options);

import {
  projectEndpoints,
  uploadEndpoints,
  type FinalizeUploadRequest,
  type Media,
  type MediaPreview,
  type MediaType,
} from '@portal/contract';
import { callApi } from '../api-client';
import { postWithProgress } from '../post-with-progress';
import {
  cancelChunks,
  sendInChunks,
  type ChunkOptions,
  type ChunkTransport,
} from './chunked-upload';

/** The calls a file uploaded into a post makes (the API's by default; a link's; a fake server). */
export interface UploadTransport extends ChunkTransport {
  finalize: (body: FinalizeUploadRequest, signal?: AbortSignal) => Promise<Media>;
  /** Where the previews of a file it added stand (what the upload list follows). */
  preview: (mediaId: number, signal?: AbortSignal) => Promise<MediaPreview>;
}

/** The API's upload calls. */
export const apiTransport: UploadTransport = {
  status: (uploadId, signal) => callApi(uploadEndpoints.status, { params: { uploadId }, signal }),
  postChunk: (body, signal, onProgress) =>
    postWithProgress(uploadEndpoints.chunk, { body, signal, onProgress }),
  finalize: (body, signal) => callApi(uploadEndpoints.finalize, { body, signal }),
  cancel: (uploadId) => callApi(uploadEndpoints.cancel, { params: { uploadId } }),
  preview: (id, signal) => callApi(projectEndpoints.mediaPreview, { params: { id }, signal }),
};

/** What a file uploaded into a post needs besides itself. */
export interface UploadTarget {
  postId: number;
  mediaType: MediaType;
  title?: string;
  description?: string;
  /** The medium of the post the file becomes the latest version of (its type: `mediaType`). */
  versionOf?: number;
}

/** Options of uploadFile. */
export interface UploadOptions extends ChunkOptions {
  transport?: UploadTransport;
}

/**
 * Uploads one file in chunks into a post (`sendInChunks`), finished with its type, title,
 * description and `versionOf`: resolves with the new medium (or the new version's).
 */
export function uploadFile(
  file: File,
  target: UploadTarget,
  { transport = apiTransport, ...options }: UploadOptions = {},
): Promise<Media> {
  return sendInChunks(
    file,
    {
      field: 'postId',
      id: target.postId,
      finish: (sent, signal) =>
        transport.finalize(
          {
            ...sent,
            postId: target.postId,
            mediaType: target.mediaType,
            title: target.title,
            description: target.description ?? '',
            versionOf: target.versionOf,
          },
          signal,
        ),
    },
    transport,
    options,
  );
}

/** Cancels a file's upload into a post: the API removes what it holds, and the resume key goes. */
export const cancelUpload = (
  file: File,
  postId: number,
  {
    transport = apiTransport,
    ...options
  }: Pick<UploadOptions, 'chunkSize' | 'transport' | 'storage'> = {},
) => cancelChunks(file, { field: 'postId', id: postId }, transport, options);

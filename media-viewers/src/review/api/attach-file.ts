import {
  callApi,
  cancelAttachment,
  uploadAttachment,
  uploadEndpoints,
  type CommentAttachment,
  type FileProgress,
} from '@portal/shared';

/** What an attachment's upload is told and tells. */
export interface AttachOptions {
  signal?: AbortSignal;
  onProgress?: (progress: FileProgress) => void;
}

/** A file being attached to a comment: resolves with the attachment whose id the comment names. */
export type AttachFile = (
  mediaId: number,
  file: File,
  options: AttachOptions,
) => Promise<CommentAttachment>;

/**
 * The chunked upload of a comment's file (`attachmentFor` the medium, at the API's chunk size),
 * finished into an attachment no comment uses yet; stopped, what the API holds is cancelled.
 */
export const attachFile: AttachFile = async (mediaId, file, { signal, onProgress }) => {
  const { chunkSize } = await callApi(uploadEndpoints.settings, { signal });
  try {
    return await uploadAttachment(file, mediaId, { chunkSize, signal, onProgress });
  } catch (error) {
    if (signal?.aborted) void cancelAttachment(file, mediaId, { chunkSize });
    throw error;
  }
};

import {
  callApi,
  DEFAULT_CHUNK_SIZE,
  isApiError,
  postWithProgress,
  uploadEndpoints,
  type FinalizeUploadRequest,
  projectEndpoints,
  type Media,
  type MediaPreview,
  type MediaType,
  type UploadProgress,
  type UploadStatus,
} from '@portal/shared';

/** The calls an upload makes (the API's by default; a fake server in tests). */
export interface UploadTransport {
  status: (uploadId: string, signal?: AbortSignal) => Promise<UploadStatus>;
  postChunk: (
    body: FormData,
    signal: AbortSignal | undefined,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<unknown>;
  finalize: (body: FinalizeUploadRequest, signal?: AbortSignal) => Promise<Media>;
  cancel: (uploadId: string) => Promise<unknown>;
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

/** Waits before a chunk is sent again: tus-js-client's delays, after the first try. */
export const RETRY_DELAYS_MS = [1000, 3000, 5000] as const;

/** Progress of one file: bytes the API holds or is receiving, and the spec's percentage. */
export interface FileProgress {
  sentBytes: number;
  totalBytes: number;
  /** Up to 90 while chunks go, 100 once the file is finished (spec point 4). */
  percent: number;
}

/** What an upload needs besides its file. */
export interface UploadTarget {
  postId: number;
  mediaType: MediaType;
  title?: string;
  description?: string;
  /** The medium of the post the file becomes the latest version of (its type: `mediaType`). */
  versionOf?: number;
}

/** Options of uploadFile. */
export interface UploadOptions {
  chunkSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: FileProgress) => void;
  transport?: UploadTransport;
  /** Where the upload's id is kept per file, to resume after a reload (localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  retryDelays?: readonly number[];
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The key under which a file's upload id is kept: the post and the file's identity. */
export const resumeKey = (file: File, postId: number, chunkSize: number) =>
  `mfe-projects:upload:${postId}|${file.name}|${file.size}|${file.lastModified}|${chunkSize}`;

const abortError = () => new DOMException('The upload was stopped.', 'AbortError');

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });

/**
 * Whether a failed call is worth trying again: no answer, a timeout, too many requests, the
 * server's trouble, or a chunk that arrived damaged (422). A refusal (400, 403, 404, 409, 413) is
 * final, and so is a stop.
 */
export const isRetryable = (error: unknown) =>
  isApiError(error) &&
  [0, 408, 422, 423, 429].concat(error.status >= 500 ? [error.status] : []).includes(error.status);

async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[],
  sleep: NonNullable<UploadOptions['sleep']>,
  signal?: AbortSignal,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tries >= delays.length) throw error;
      await sleep(delays[tries]!, signal);
    }
  }
}

/** A chunk's SHA-256 in hex, when the page may hash (https or this computer); else none. */
async function sha256Hex(chunk: Blob): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', await chunk.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Uploads one file in chunks (spec point 7): each chunk a multipart post of its fields then
 * `chunk`, then the finish with `fileName`, `totalChunks`, `totalSize` and the extras. What the
 * API already holds of this file (after a failure, a pause or a reload) is not sent again; a
 * chunk that fails for a passing reason is sent again after 1, 3 and 5 s. Resolves with the new
 * medium; rejects with an AbortError when stopped, else with the API's refusal.
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    signal,
    onProgress,
    transport = apiTransport,
    storage = localStorage,
    retryDelays = RETRY_DELAYS_MS,
    sleep = defaultSleep,
  }: UploadOptions = {},
): Promise<Media> {
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkSize));
  const sizeOf = (n: number) => Math.min(chunkSize, file.size - (n - 1) * chunkSize);
  const report = (sentBytes: number, finished = false) =>
    onProgress?.({
      sentBytes,
      totalBytes: file.size,
      percent: finished ? 100 : Math.min(90, (90 * sentBytes) / Math.max(1, file.size)),
    });

  const key = resumeKey(file, target.postId, chunkSize);
  let uploadId = storage.getItem(key);
  let received = new Set<number>();
  if (uploadId) {
    try {
      const status = await transport.status(uploadId, signal);
      if (status.totalChunks === totalChunks && status.chunkSize === chunkSize) {
        received = new Set(status.received);
      } else uploadId = null;
    } catch (error) {
      // Finished, cancelled, expired or never started: begin again.
      if (!isApiError(error, 404) && !isApiError(error, 400)) throw error;
      uploadId = null;
    }
  }
  if (!uploadId) {
    uploadId = crypto.randomUUID();
    storage.setItem(key, uploadId);
  }

  let sentBytes = [...received].reduce((sum, n) => sum + sizeOf(n), 0);
  report(sentBytes);
  for (let chunkNumber = 1; chunkNumber <= totalChunks; chunkNumber += 1) {
    if (received.has(chunkNumber)) continue;
    const start = (chunkNumber - 1) * chunkSize;
    const chunk = file.slice(start, start + sizeOf(chunkNumber));
    const checksum = await sha256Hex(chunk);
    await withRetries(
      () => {
        // Fields first, the chunk last: the API checks them before it stores a byte.
        const form = new FormData();
        form.append('uploadId', uploadId);
        form.append('postId', String(target.postId));
        form.append('fileName', file.name);
        form.append('chunkNumber', String(chunkNumber));
        form.append('totalChunks', String(totalChunks));
        form.append('totalSize', String(file.size));
        form.append('chunkSize', String(chunkSize));
        if (checksum) form.append('chunkSha256', checksum);
        form.append('chunk', chunk, file.name);
        return transport.postChunk(form, signal, ({ loaded }) =>
          report(sentBytes + Math.min(loaded, chunk.size)),
        );
      },
      retryDelays,
      sleep,
      signal,
    );
    sentBytes += chunk.size;
    report(sentBytes);
  }
  const media = await withRetries(
    () =>
      transport.finalize(
        {
          uploadId,
          postId: target.postId,
          fileName: file.name,
          totalChunks,
          totalSize: file.size,
          mediaType: target.mediaType,
          title: target.title,
          description: target.description ?? '',
          versionOf: target.versionOf,
        },
        signal,
      ),
    retryDelays,
    sleep,
    signal,
  );
  storage.removeItem(key);
  report(file.size, true);
  return media;
}

/** Cancels a file's upload: the API removes what it holds, and the resume key goes. */
export async function cancelUpload(
  file: File,
  postId: number,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    transport = apiTransport,
    storage = localStorage,
  }: Pick<UploadOptions, 'chunkSize' | 'transport' | 'storage'> = {},
) {
  const key = resumeKey(file, postId, chunkSize);
  const uploadId = storage.getItem(key);
  storage.removeItem(key);
  if (uploadId) await transport.cancel(uploadId).catch(() => undefined);
}

import { DEFAULT_CHUNK_SIZE, type UploadStatus } from '@portal/contract';
import { isApiError } from '../api-error';
import type { UploadProgress } from '../post-with-progress';

/** The chunk calls every upload makes, wherever the file goes (the API's, a link's, a fake's). */
export interface ChunkTransport {
  status: (uploadId: string, signal?: AbortSignal) => Promise<UploadStatus>;
  postChunk: (
    body: FormData,
    signal: AbortSignal | undefined,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<unknown>;
  cancel: (uploadId: string) => Promise<unknown>;
}

/** Waits before a chunk is sent again: tus-js-client's delays, after the first try. */
export const RETRY_DELAYS_MS = [1000, 3000, 5000] as const;

/** Progress of one file: bytes the API holds or is receiving, and the spec's percentage. */
export interface FileProgress {
  sentBytes: number;
  totalBytes: number;
  /** Up to 90 while chunks go, 100 once the file is finished (spec point 4). */
  percent: number;
}

/** Options of an upload in chunks (each has a default but the transport's kind). */
export interface ChunkOptions {
  chunkSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: FileProgress) => void;
  /** Where the upload's id is kept per file, to resume after a reload (localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  retryDelays?: readonly number[];
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** What the finish of an upload carries, whatever it finishes into. */
export interface SentFile {
  uploadId: string;
  fileName: string;
  totalChunks: number;
  totalSize: number;
}

/**
 * Where a file goes: the chunk field naming it (a post, or the medium a comment's attachment is
 * for) and the finish that turns the chunks into what the caller wanted.
 */
export interface ChunkDestination<T> {
  field: 'postId' | 'attachmentFor';
  id: number;
  finish: (sent: SentFile, signal?: AbortSignal) => Promise<T>;
}

/**
 * The key under which a file's upload id is kept: where it goes and the file's identity (a post's
 * keeps the key it had in mfe-projects, so an upload begun before still resumes).
 */
export const resumeKey = (
  file: File,
  { field, id }: Pick<ChunkDestination<unknown>, 'field' | 'id'>,
  chunkSize: number,
) =>
  `${field === 'postId' ? 'mfe-projects:upload:' : 'portal:attachment:'}${id}|${file.name}|${file.size}|${file.lastModified}|${chunkSize}`;

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
  sleep: NonNullable<ChunkOptions['sleep']>,
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
 * `chunk`, then the destination's finish with `fileName`, `totalChunks` and `totalSize`. What the
 * API already holds of this file (after a failure, a pause or a reload) is not sent again; a
 * chunk that fails for a passing reason is sent again after 1, 3 and 5 s. Resolves with what the
 * finish answers; rejects with an AbortError when stopped, else with the API's refusal.
 */
export async function sendInChunks<T>(
  file: File,
  destination: ChunkDestination<T>,
  transport: ChunkTransport,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    signal,
    onProgress,
    storage = localStorage,
    retryDelays = RETRY_DELAYS_MS,
    sleep = defaultSleep,
  }: ChunkOptions = {},
): Promise<T> {
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkSize));
  const sizeOf = (n: number) => Math.min(chunkSize, file.size - (n - 1) * chunkSize);
  const report = (sentBytes: number, finished = false) =>
    onProgress?.({
      sentBytes,
      totalBytes: file.size,
      percent: finished ? 100 : Math.min(90, (90 * sentBytes) / Math.max(1, file.size)),
    });

  const key = resumeKey(file, destination, chunkSize);
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
        form.append(destination.field, String(destination.id));
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
  const sent = { uploadId, fileName: file.name, totalChunks, totalSize: file.size };
  const result = await withRetries(
    () => destination.finish(sent, signal),
    retryDelays,
    sleep,
    signal,
  );
  storage.removeItem(key);
  report(file.size, true);
  return result;
}

/** Cancels a file's upload to where it went: the API removes what it holds, the resume key goes. */
export async function cancelChunks(
  file: File,
  destination: Pick<ChunkDestination<unknown>, 'field' | 'id'>,
  transport: ChunkTransport,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    storage = localStorage,
  }: Pick<ChunkOptions, 'chunkSize' | 'storage'> = {},
) {
  const key = resumeKey(file, destination, chunkSize);
  const uploadId = storage.getItem(key);
  storage.removeItem(key);
  if (uploadId) await transport.cancel(uploadId).catch(() => undefined);
}

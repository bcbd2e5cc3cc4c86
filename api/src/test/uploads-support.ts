import { createHash, randomUUID } from 'node:crypto';
import { UPLOAD_PATHS } from '@portal/contract';
import type { TestBrowser } from './test-app.js';

/** Hex SHA-256 of some bytes. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Bytes that differ at every position of a chunk, so a misplaced chunk shows. */
export const patternedBytes = (size: number, seed = 7) =>
  Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + seed) % 251));

/** A file being uploaded: its bytes, how they are cut, and the extra fields. */
export interface TestFile {
  uploadId: string;
  postId: number;
  fileName: string;
  bytes: Buffer;
  chunkSize: number;
  /** Sent as a comment's attachment for this medium instead of into `postId`. */
  attachmentFor?: number;
}

/** A file for `postId` with a fresh upload id. */
export const testFile = (
  postId: number,
  fileName: string,
  bytes: Buffer,
  chunkSize: number,
): TestFile => ({ uploadId: randomUUID(), postId, fileName, bytes, chunkSize });

export const totalChunksOf = (file: TestFile) => Math.ceil(file.bytes.length / file.chunkSize);

/** The bytes of chunk n (from 1). */
export const chunkOf = (file: TestFile, n: number) =>
  file.bytes.subarray((n - 1) * file.chunkSize, n * file.chunkSize);

/**
 * The multipart form of one chunk: its fields first, then the `chunk` part (as the contract
 * asks); `overrides` change or add fields, `bytes` replaces the chunk's bytes.
 */
export function chunkForm(
  file: TestFile,
  n: number,
  {
    overrides = {},
    bytes = chunkOf(file, n),
    fileFirst = false,
  }: { overrides?: Record<string, string>; bytes?: Uint8Array; fileFirst?: boolean } = {},
) {
  const form = new FormData();
  // A copy: Blob takes ArrayBuffer-backed views only.
  const chunk = new Blob([new Uint8Array(bytes)]);
  if (fileFirst) form.append('chunk', chunk, file.fileName);
  const fields: Record<string, string> = {
    uploadId: file.uploadId,
    ...(file.attachmentFor === undefined
      ? { postId: String(file.postId) }
      : { attachmentFor: String(file.attachmentFor) }),
    fileName: file.fileName,
    chunkNumber: String(n),
    totalChunks: String(totalChunksOf(file)),
    totalSize: String(file.bytes.length),
    chunkSize: String(file.chunkSize),
    chunkSha256: sha256(bytes),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (!fileFirst) form.append('chunk', chunk, file.fileName);
  return form;
}

/** Posts chunk n of the file. */
export const sendChunk = (
  browser: TestBrowser,
  file: TestFile,
  n: number,
  options?: Parameters<typeof chunkForm>[2],
) => browser.request('POST', UPLOAD_PATHS.chunk, chunkForm(file, n, options));

/** Posts the listed chunks (every chunk by default), expecting each to be stored. */
export async function sendChunks(
  browser: TestBrowser,
  file: TestFile,
  numbers = Array.from({ length: totalChunksOf(file) }, (_, index) => index + 1),
) {
  for (const n of numbers) {
    const response = await sendChunk(browser, file, n);
    if (response.statusCode !== 200) {
      throw new Error(`Chunk ${n} answered ${response.statusCode}: ${response.body}`);
    }
  }
}

/** The finish of the file as the given media type. */
export const finishUpload = (
  browser: TestBrowser,
  file: TestFile,
  mediaType: string,
  extra: Record<string, unknown> = {},
) =>
  browser.request('POST', UPLOAD_PATHS.finalize, {
    uploadId: file.uploadId,
    postId: file.postId,
    fileName: file.fileName,
    totalChunks: totalChunksOf(file),
    totalSize: file.bytes.length,
    mediaType,
    ...extra,
  });

/** The status address of an upload. */
export const statusUrl = (uploadId: string) => UPLOAD_PATHS.status.replace(':uploadId', uploadId);

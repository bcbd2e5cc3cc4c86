import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../media/file-store.js';

/** What a chunk turned out to be once it was written. */
export interface WrittenChunk {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** What the upload store knows an upload by (from its row). */
export interface StoredUpload {
  uploadId: string;
  /** The media key its finished file takes (chosen by the server at the first chunk). */
  fileKey: string;
  /** The store's own id of the upload in progress (an S3 multipart upload's); null on disk. */
  storeUploadId: string | null;
}

/** A file read by byte ranges (the mp4 analysis reads only its headers and indexes). */
export interface RangeSource {
  size: number;
  /** Up to `length` bytes from `offset` (fewer at the end). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/**
 * Where uploads in progress live until they are finished. On disk (UPLOAD_DIR) each upload is
 * one file written chunk by chunk at its place, so finishing it moves the file, never copies it
 * (with several API processes the folder must be shared). In an S3 bucket (s3-upload-store.ts)
 * each upload is a multipart upload of its medium's own key, one part per chunk, completed at
 * the finish: any process takes any chunk, and nothing is copied either.
 */
export interface UploadStore {
  /**
   * The smallest chunk a file of several chunks may be cut into (S3 takes no smaller part but
   * the last); none on disk.
   */
  readonly minChunkBytes?: number;
  /**
   * Begins an upload's storage before its first chunk is written and answers the id to keep
   * on its row (a multipart upload's); stores that need none have no `begin`.
   */
  begin?(fileKey: string): Promise<string>;
  /** Gives up a begun upload nobody kept (another process's first chunk won). */
  forget?(fileKey: string, storeUploadId: string): Promise<void>;
  /**
   * Streams chunk `chunkNumber` (of `size` bytes, at `offset` of the file) into the store,
   * hashing and counting it on the way (memory stays flat whatever the size), then lets `accept`
   * refuse it. A refused or broken write may have changed those bytes: the caller must then
   * count the chunk as not received. More bytes than `size` stop the write with
   * `ChunkOverflowError`; a store that must know the length beforehand (S3) also stops a shorter
   * chunk, with `ChunkShortError`.
   */
  writeChunk(
    upload: StoredUpload,
    stream: Readable,
    options: {
      chunkNumber: number;
      offset: number;
      size: number;
      accept?: (written: WrittenChunk) => void;
    },
  ): Promise<WrittenChunk>;
  /**
   * The chunks the store itself holds, their sizes by number (S3's ListParts); stores without
   * it leave the rows the record.
   */
  held?(upload: StoredUpload): Promise<Map<number, number>>;
  /**
   * Puts the chunks together into the whole file (on disk it already is; in S3 the multipart
   * upload completes) and answers it to read by ranges. Safe to call again (a video refused by
   * the project's rules finishes later once they change). `MissingChunksError` names the
   * chunks the store does not hold as they should be.
   */
  assemble(
    upload: StoredUpload,
    chunks: { chunkNumber: number; size: number }[],
  ): Promise<RangeSource>;
  /** Moves the assembled file into the media store at its key and removes the rest. */
  moveInto(upload: StoredUpload, media: FileStore): Promise<void>;
  /**
   * Drops the chunks of an upload still in progress, not a file it became: for a chunk that
   * arrived as its upload was finished or cancelled.
   */
  dropChunks(upload: StoredUpload): Promise<void>;
  /** Removes everything of an unfinished upload, its assembled file too (nothing when none). */
  remove(upload: StoredUpload): Promise<void>;
  /**
   * Removes what uploads left behind untouched for longer than `ms` (a crash between a write
   * and its row) unless `live` names it (by upload id, or the store's own id); what it removed.
   */
  removeLeftovers(ms: number, live: Set<string>, now?: number): Promise<string[]>;
}

/** A chunk longer than it may be (said as soon as the extra byte arrives). */
export class ChunkOverflowError extends Error {
  constructor() {
    super('The chunk is longer than announced.');
  }
}

/** A chunk that ended before its announced size (said by stores that sent the size ahead). */
export class ChunkShortError extends Error {
  constructor() {
    super('The chunk is shorter than announced.');
  }
}

/** Chunks the rows count as received that the store does not hold as they should be. */
export class MissingChunksError extends Error {
  constructor(readonly chunkNumbers: number[]) {
    super(`The store lacks chunks ${chunkNumbers.join(', ')}.`);
  }
}

// Upload ids are UUIDs (the contract checks them); this guards the paths whatever calls the store.
const SAFE_ID = /^[0-9a-f-]{36}$/i;
/** Read and write, created when missing, never truncated: chunks may arrive in any order. */
const WRITE_IN_PLACE = constants.O_RDWR | constants.O_CREAT;

/**
 * Hashes and counts what passes, stops the stream past `size` bytes and, when `exact`, at an
 * end before them.
 */
export function measuring(size: number, { exact = false } = {}) {
  const hash = createHash('sha256');
  let count = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (count > size) return done(new ChunkOverflowError());
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(exact && count < size ? new ChunkShortError() : null);
    },
  });
  return { transform, result: (): WrittenChunk => ({ size: count, sha256: hash.digest('hex') }) };
}

/** A file of this machine to read by ranges (of size 0 when there is none). */
export async function fileRangeSource(file: string): Promise<RangeSource> {
  const size = await fs.stat(file).then(
    (stats) => stats.size,
    () => 0,
  );
  return {
    size,
    async read(offset, length) {
      const handle = await fs.open(file);
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
  };
}

/** The upload store in a directory of this machine (UPLOAD_DIR). */
export function directoryUploadStore(root: string): UploadStore {
  const folderOf = (uploadId: string) => {
    if (!SAFE_ID.test(uploadId)) throw new Error(`Not an upload id: ${JSON.stringify(uploadId)}`);
    return path.join(root, uploadId);
  };
  const fileOf = (uploadId: string) => path.join(folderOf(uploadId), 'file');
  const removeFolder = (upload: StoredUpload) =>
    fs.rm(folderOf(upload.uploadId), { recursive: true, force: true });

  return {
    async writeChunk({ uploadId }, stream, { offset, size, accept }) {
      await fs.mkdir(folderOf(uploadId), { recursive: true });
      const { transform, result } = measuring(size);
      const handle = await fs.open(fileOf(uploadId), WRITE_IN_PLACE);
      // The stream closes the handle when it ends, or fails.
      await pipeline(stream, transform, handle.createWriteStream({ start: offset }));
      const written = result();
      accept?.(written);
      return written;
    },

    // The chunks were written in place: the file is whole once they are all in.
    assemble: ({ uploadId }) => fileRangeSource(fileOf(uploadId)),

    async moveInto(upload, media) {
      await media.moveIn(upload.fileKey, fileOf(upload.uploadId));
      await removeFolder(upload);
    },

    dropChunks: removeFolder,
    remove: removeFolder,

    async removeLeftovers(ms, live, now = Date.now()) {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      const removed: string[] = [];
      for (const entry of entries) {
        if (!entry.isDirectory() || !SAFE_ID.test(entry.name) || live.has(entry.name)) continue;
        const folder = path.join(root, entry.name);
        const stats = await fs.stat(folder).catch(() => null);
        if (stats && now - stats.mtimeMs > ms) {
          await fs.rm(folder, { recursive: true, force: true });
          removed.push(entry.name);
        }
      }
      return removed;
    },
  };
}

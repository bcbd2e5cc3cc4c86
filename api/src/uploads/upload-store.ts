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

/**
 * Where uploads in progress live until they are finished: each upload is one file written chunk
 * by chunk at its place (so finishing it moves the file, never copies it). One directory per
 * upload on this machine; with several API processes it must be a shared volume (or an object
 * store answering the same calls), since consecutive chunks may reach different processes.
 */
export interface UploadStore {
  /**
   * Streams a chunk into the upload's file at `offset`, hashing and counting it on the way
   * (memory stays flat whatever the size), then lets `accept` refuse it. A refused or broken
   * write may have changed those bytes: the caller must then count the chunk as not received.
   * More than `maxBytes` stops the write with `ChunkOverflowError`.
   */
  writeChunk(
    uploadId: string,
    stream: Readable,
    options: { offset: number; maxBytes: number; accept?: (written: WrittenChunk) => void },
  ): Promise<WrittenChunk>;
  /** The upload's file on this machine (complete once every chunk is in), for readers. */
  pathOf(uploadId: string): string;
  /**
   * Moves the upload's whole file into the media store under `key` (on disk a rename, a copy only
   * across file systems) and removes the rest.
   */
  moveInto(uploadId: string, media: FileStore, key: string): Promise<void>;
  /** Removes an upload's file (nothing happens when there is none). */
  remove(uploadId: string): Promise<void>;
  /** Removes every upload folder untouched for longer than `ms` (crash leftovers); their ids. */
  removeOlderThan(ms: number, now?: number): Promise<string[]>;
}

/** A chunk longer than it may be (said as soon as the extra byte arrives). */
export class ChunkOverflowError extends Error {
  constructor() {
    super('The chunk is longer than announced.');
  }
}

// Upload ids are UUIDs (the contract checks them); this guards the paths whatever calls the store.
const SAFE_ID = /^[0-9a-f-]{36}$/i;
/** Read and write, created when missing, never truncated: chunks may arrive in any order. */
const WRITE_IN_PLACE = constants.O_RDWR | constants.O_CREAT;

/** Hashes and counts what passes, and stops the stream past `maxBytes`. */
function measuring(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ChunkOverflowError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: (): WrittenChunk => ({ size, sha256: hash.digest('hex') }) };
}

/** The upload store in a directory of this machine (UPLOAD_DIR). */
export function directoryUploadStore(root: string): UploadStore {
  const folderOf = (uploadId: string) => {
    if (!SAFE_ID.test(uploadId)) throw new Error(`Not an upload id: ${JSON.stringify(uploadId)}`);
    return path.join(root, uploadId);
  };
  const fileOf = (uploadId: string) => path.join(folderOf(uploadId), 'file');

  return {
    pathOf: fileOf,

    async writeChunk(uploadId, stream, { offset, maxBytes, accept }) {
      await fs.mkdir(folderOf(uploadId), { recursive: true });
      const { transform, result } = measuring(maxBytes);
      const handle = await fs.open(fileOf(uploadId), WRITE_IN_PLACE);
      // The stream closes the handle when it ends, or fails.
      await pipeline(stream, transform, handle.createWriteStream({ start: offset }));
      const written = result();
      accept?.(written);
      return written;
    },

    async moveInto(uploadId, media, key) {
      await media.moveIn(key, fileOf(uploadId));
      await fs.rm(folderOf(uploadId), { recursive: true, force: true });
    },

    async remove(uploadId) {
      await fs.rm(folderOf(uploadId), { recursive: true, force: true });
    },

    async removeOlderThan(ms, now = Date.now()) {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      const removed: string[] = [];
      for (const entry of entries) {
        if (!entry.isDirectory() || !SAFE_ID.test(entry.name)) continue;
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

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a chunk turned out to be once it was written. */
export interface WrittenChunk {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/**
 * Where the chunks of uploads in progress live until they are assembled. One directory per
 * upload on this machine; with several API processes it must be a shared volume (or an object
 * store answering the same calls), since consecutive chunks may reach different processes.
 */
export interface UploadStore {
  /**
   * Streams a chunk to a temporary file, hashing and counting it on the way (memory stays flat
   * whatever the size), lets `accept` refuse it (the temporary file is then removed and the
   * chunk already stored, if any, kept), and otherwise puts it in place of any earlier copy.
   * More than `maxBytes` stops the write with `ChunkOverflowError`.
   */
  writeChunk(
    uploadId: string,
    chunkNumber: number,
    stream: Readable,
    options: { maxBytes: number; accept?: (written: WrittenChunk) => void },
  ): Promise<WrittenChunk>;
  /** The chunk numbers stored, smallest first. */
  listChunks(uploadId: string): Promise<number[]>;
  /** Chunks 1..totalChunks as one stream, read one file after another. */
  assemble(uploadId: string, totalChunks: number): Readable;
  /** Removes an upload's chunks (nothing happens when there are none). */
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
const PART = /^(\d+)\.part$/;

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
  const partOf = (uploadId: string, n: number) => path.join(folderOf(uploadId), `${n}.part`);

  return {
    async writeChunk(uploadId, chunkNumber, stream, { maxBytes, accept }) {
      const folder = folderOf(uploadId);
      await fs.mkdir(folder, { recursive: true });
      // A unique temporary name: the same chunk sent twice at once must not share a file.
      const temporary = path.join(folder, `${chunkNumber}.${randomUUID()}.tmp`);
      const { transform, result } = measuring(maxBytes);
      try {
        await pipeline(stream, transform, createWriteStream(temporary));
        const written = result();
        accept?.(written);
        // The folder may have gone meanwhile (cancelled, finished): recreate it so the rename
        // cannot fail; the caller finds the upload gone and removes the folder again.
        await fs.mkdir(folder, { recursive: true });
        await fs.rename(temporary, partOf(uploadId, chunkNumber));
        return written;
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async listChunks(uploadId) {
      const names = await fs.readdir(folderOf(uploadId)).catch(() => [] as string[]);
      return names
        .map((name) => PART.exec(name)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    },

    assemble(uploadId, totalChunks) {
      const out = new PassThrough();
      void (async () => {
        for (let n = 1; n <= totalChunks; n += 1) {
          // One chunk file open at a time; `end: false` keeps the joined stream open.
          await pipeline(createReadStream(partOf(uploadId, n)), out, { end: false });
        }
        out.end();
      })().catch((error: unknown) => out.destroy(error as Error));
      return out;
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

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { StoredFileInfo } from '../media/file-store.js';

/** A zip being written for a job: invisible to readers until it is committed. */
export interface DownloadWrite {
  /** Where the zip's bytes go. */
  stream: Writable;
  /** Makes the written zip the job's at once (readers never see half of it); its size in bytes. */
  commit(): Promise<number>;
  /** Drops what was written (a stream still open is destroyed); never fails. */
  discard(): Promise<void>;
}

/** Something the store holds for a job: its finished zip, or a write that never finished. */
export interface StoredDownload {
  jobId: number;
  partial: boolean;
}

/**
 * Committed zips read by byte ranges, with what the store knows of each (a bucket's), so that the
 * file route answers ranges and conditions as a medium's does (`media/conditional.ts`).
 */
export interface RangedDownloads {
  /** The job's committed zip's size, time and tag; null when there is none. */
  stat(jobId: number): Promise<StoredFileInfo | null>;
  /** Its bytes, or those of `range` (inclusive); rejects when there is no zip. */
  open(jobId: number, range?: { start: number; end: number }): Promise<Readable>;
}

/**
 * Where the download jobs' zips live, by job id. Every API process packs and serves them, so
 * with several processes it must be shared: a folder on a shared volume (`directoryDownloadStore`),
 * or an S3-compatible bucket answering the same calls (a multipart upload completed on commit and
 * aborted on discard; its unfinished uploads are the partial writes).
 */
export interface DownloadStore {
  /** Starts writing a job's zip afresh (a failure to start rejects here, not on the stream). */
  write(jobId: number): Promise<DownloadWrite>;
  /** The job's committed zip and its size, or null when there is none. */
  open(jobId: number): Promise<{ size: number; stream: Readable } | null>;
  /**
   * Removes the job's zip and partial write, or `only` one of them. Nothing happens when there is
   * none, and a failure is swallowed: the job's state, not the store, is what users see, and the
   * retention sweep tries again.
   */
  remove(jobId: number, only?: 'zip' | 'partial'): Promise<void>;
  /** Everything the store holds, for the sweep to weigh against the jobs. */
  list(): Promise<StoredDownload[]>;
  /**
   * The zips by byte ranges, where the store offers them (the bucket's); the folder's go whole,
   * as they always have.
   */
  readonly ranged?: RangedDownloads;
}

/** `{id}.zip`, and `{id}.zip.part` while it is written: the names the folder has always used. */
const FILE_NAME = /^([1-9]\d*)\.zip(\.part)?$/;
/** Ids come from the database; this guards the paths and keys whatever calls a store. */
export const isJobId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The download store in a folder of this machine (DOWNLOAD_DIR, shared by every process). */
export function directoryDownloadStore(dir: string): DownloadStore {
  const zipOf = (jobId: number) => {
    if (!isJobId(jobId)) throw new Error(`Not a job id: ${jobId}`);
    return path.join(dir, `${jobId}.zip`);
  };
  const partOf = (jobId: number) => `${zipOf(jobId)}.part`;
  const removeQuietly = (file: string) => fs.rm(file, { force: true }).catch(() => undefined);

  return {
    async write(jobId) {
      const zip = zipOf(jobId);
      const part = partOf(jobId);
      await fs.mkdir(dir, { recursive: true });
      // Opened here, so that a folder that cannot be written fails the call, not a lone stream.
      const stream = (await fs.open(part, 'w')).createWriteStream();
      return {
        stream,
        async commit() {
          const { size } = await fs.stat(part);
          // A rename within the folder is atomic: the zip is there whole, or not at all.
          await fs.rename(part, zip);
          return size;
        },
        async discard() {
          stream.destroy();
          await removeQuietly(part);
        },
      };
    },

    async open(jobId) {
      const handle = await fs.open(zipOf(jobId), 'r').catch(() => null);
      if (!handle) return null;
      const stats = await handle.stat().catch(() => null);
      if (!stats?.isFile()) {
        await handle.close();
        return null;
      }
      // Reads the file opened above: a delete meanwhile does not cut the answer short.
      return { size: stats.size, stream: handle.createReadStream() };
    },

    async remove(jobId, only) {
      if (only !== 'partial') await removeQuietly(zipOf(jobId));
      if (only !== 'zip') await removeQuietly(partOf(jobId));
    },

    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.flatMap((name) => {
        const match = FILE_NAME.exec(name);
        const jobId = Number(match?.[1]);
        return match && isJobId(jobId) ? [{ jobId, partial: match[2] !== undefined }] : [];
      });
    },
  };
}

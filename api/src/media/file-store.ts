import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a store knows of a file without reading it. */
export interface StoredFileInfo {
  size: number;
  modified: Date;
  /** The store's own entity tag (an object store's), strong; none on disk. */
  etag?: string;
}

/** A file the store lists: its key, with what the store knows of it. */
export interface ListedFile extends StoredFileInfo {
  key: string;
}

/**
 * Where media bytes live, addressed by key. Keys under `demo/` are the demo seed's files, kept
 * read-only in the package (`api/assets/demo/`); every other key lives under the media folder
 * (MEDIA_DIR), where uploads will write. An S3-compatible store would answer the same calls.
 */
export interface FileStore {
  /** What the store knows of the file; null when there is none (or the key is not one). */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes, or those of `range` (inclusive); rejects when there is no file. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Runs `read` with the file at a path on this machine, for readers that need one (ffmpeg in
   * its sandbox, sharp, pdf.js, the zip listing): the file itself on disk, else a scratch copy
   * removed once `read` settles.
   */
  withLocalFile<T>(key: string, read: (localPath: string) => Promise<T>): Promise<T>;
  /**
   * Writes a file whole: written aside, then renamed, so a reader never sees half of it. The demo
   * seed's keys are read-only.
   */
  write(key: string, bytes: Buffer): Promise<void>;
  /**
   * Moves a file made on this machine (a transcode) into the store under `key`, whole: on disk
   * a rename (a copy when it is on another disk).
   */
  moveIn(key: string, localPath: string): Promise<void>;
  /** Removes every file whose key starts with `folder/` (nothing when there is none). */
  removeFolder(folder: string): Promise<void>;
  /** Removes one file (nothing when it is not there). */
  remove(key: string): Promise<void>;
  /**
   * Every file whose key starts with `prefix` (all by default), in no set order, for sweeps:
   * never the demo seed's files, a write not finished yet, or a reader's scratch copy.
   */
  list(prefix?: string): AsyncIterable<ListedFile>;
}

/** The demo seed's media, beside the sources (`src/` under tsx/jest, `dist/` once built). */
export const DEMO_ASSETS_DIR = path.resolve(import.meta.dirname, '..', '..', 'assets', 'demo');

const DEMO_PREFIX = 'demo/';
/** The media folder's scratch space (previews being made), never a stored file. */
const WORK_FOLDER = '.work';

/** Whether a key is one of the demo seed's files (read-only, shared by every fresh database). */
export const isDemoKey = (key: string) => key.startsWith(DEMO_PREFIX);

/** Whether a key is a plain relative path: no `..`, no absolute path, no backslash. */
export function isSafeKey(key: string) {
  if (!key || key.includes('\\') || key.includes('\0') || path.isAbsolute(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The file store on this machine's disk. */
export function diskFileStore(mediaDir: string): FileStore {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    return key.startsWith(DEMO_PREFIX)
      ? path.join(DEMO_ASSETS_DIR, key.slice(DEMO_PREFIX.length))
      : path.join(mediaDir, key);
  };
  return {
    async stat(key) {
      try {
        const stats = await fs.promises.stat(pathOf(key));
        return stats.isFile() ? { size: stats.size, modified: stats.mtime } : null;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      const stream = fs.createReadStream(pathOf(key), range);
      // Opened before it is handed on: a missing file rejects here, not mid-answer.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    withLocalFile: (key, read) => read(pathOf(key)),
    async write(key, bytes) {
      if (key.startsWith(DEMO_PREFIX))
        throw new Error(`The demo seed's files are read-only: ${key}`);
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const aside = `${target}.${process.pid}.part`;
      await fs.promises.writeFile(aside, bytes);
      await fs.promises.rename(aside, target);
    },
    async moveIn(key, localPath) {
      if (key.startsWith(DEMO_PREFIX))
        throw new Error(`The demo seed's files are read-only: ${key}`);
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const aside = `${target}.${process.pid}.part`;
        await fs.promises.copyFile(localPath, aside);
        await fs.promises.rename(aside, target);
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async removeFolder(folder) {
      if (folder.startsWith(DEMO_PREFIX))
        throw new Error(`The demo seed's files are read-only: ${folder}`);
      await fs.promises.rm(pathOf(folder), { recursive: true, force: true });
    },
    async remove(key) {
      if (key.startsWith(DEMO_PREFIX))
        throw new Error(`The demo seed's files are read-only: ${key}`);
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async *list(prefix = '') {
      // From the deepest folder the prefix names, one folder open at a time.
      const from = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')));
      if (from !== '' && !isSafeKey(from)) return;
      const folders = [from];
      for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
        const entries = await fs.promises
          .readdir(path.join(mediaDir, folder), { withFileTypes: true })
          .catch(() => [] as fs.Dirent[]);
        for (const entry of entries) {
          const key = folder ? `${folder}/${entry.name}` : entry.name;
          // `.work` holds the previews' scratch files, `.part` a write not renamed yet; a `demo`
          // folder here would be shadowed by the package's.
          if (entry.isDirectory() && key !== WORK_FOLDER && key !== 'demo') folders.push(key);
          if (!entry.isFile() || entry.name.endsWith('.part') || !key.startsWith(prefix)) continue;
          const stats = await fs.promises.stat(path.join(mediaDir, key)).catch(() => null);
          if (stats?.isFile()) yield { key, size: stats.size, modified: stats.mtime };
        }
      }
    },
  };
}

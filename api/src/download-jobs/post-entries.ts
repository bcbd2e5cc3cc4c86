import { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { entryName, folderName, type ArchiveEntry } from './archive.js';
import { mediaContent, postMedia, publishedPosts, type JobTarget } from './repository.js';

/** The archive's note of the media shown from other addresses (their bytes are not here). */
export const LINKED_MEDIA_FILE = 'Linked media.txt';

/**
 * The archive entries of a post's media, in display order, each under `folder` ('' for the
 * archive's top, else a name ending in '/'): a stored file streams from the file store, an item
 * stored in its row (before files) from the database, and the media linked by address are
 * listed, with their addresses, in one text file at the end.
 */
export async function postEntries(db: Db, files: FileStore, postId: number, folder = '') {
  const entries: ArchiveEntry[] = [];
  const links: string[] = [];
  for (const item of await postMedia(db, postId)) {
    const name = folder + entryName(entries.length, item.title, item.fileName, item.contentType);
    if (item.sourceUrl !== null) {
      links.push(`${item.title}: ${item.sourceUrl}`);
    } else if (item.fileKey !== null) {
      const key = item.fileKey;
      const stored = await files.stat(key);
      // A file gone from the store fails the job (its notification says so), not silently.
      if (!stored) throw new Error(`The file of media ${item.id} is missing (${key}).`);
      entries.push({ name, size: stored.size, open: async () => files.open(key) });
    } else {
      const id = item.id;
      entries.push({
        name,
        size: item.rowBytes,
        open: async () => Readable.from([await mediaContent(db, id)]),
      });
    }
  }
  if (links.length) {
    const text = Buffer.from(
      `These media of the post are shown from other addresses:\r\n\r\n${links.join('\r\n')}\r\n`,
    );
    entries.push({
      name: folder + LINKED_MEDIA_FILE,
      size: text.length,
      open: async () => Readable.from([text]),
    });
  }
  return entries;
}

/**
 * The archive entries of a project: each published post with media (drafts never: this is what
 * the client sees) in a folder of its own, numbered in the page's order ("01 Post title/"),
 * holding that post's entries.
 */
export async function projectEntries(db: Db, files: FileStore, projectId: number) {
  const entries: ArchiveEntry[] = [];
  let folders = 0;
  for (const post of await publishedPosts(db, projectId)) {
    const own = await postEntries(db, files, post.id, folderName(folders, post.title));
    if (own.length === 0) continue;
    folders += 1;
    entries.push(...own);
  }
  return entries;
}

/** The archive entries of a job: its post's, or its whole project's. */
export const jobEntries = (db: Db, files: FileStore, job: JobTarget) =>
  job.postId === null
    ? projectEntries(db, files, job.projectId)
    : postEntries(db, files, job.postId);

import type { Db } from '../db/database.js';
import { archiveKeyOf } from '../download-jobs/bucket-download-store.js';
import { filesOf, previewFolderOf, PreviewStatus } from '../previews/preview-files.js';
import type { FileStore, ListedFile } from './file-store.js';

/**
 * How old a stray must be before `--remove` takes it: a file is written before the row that
 * names it (an upload's finish, previews being made), and a sweep must not race them.
 */
export const STRAY_MIN_AGE_MS = 3600 * 1000;

/** What the rows name: whole keys, and folders whose files are still being made. */
interface Named {
  keys: Set<string>;
  /** `previews/<source key>/` of previews queued or being made (their files come one by one). */
  folders: string[];
}

/**
 * Every key a row of the database names: media's files and pictures, earlier versions' files,
 * previews' sources and files, download jobs' zips (in a bucket), and uploads in progress' keys.
 */
async function namedKeys(db: Db): Promise<Named> {
  const keys = new Set<string>();
  const add = (key: string | null) => key !== null && keys.add(key);
  for (const row of await db.selectFrom('media').select(['file_key', 'thumbnail_key']).execute()) {
    add(row.file_key);
    add(row.thumbnail_key);
  }
  for (const row of await db.selectFrom('media_versions').select('file_key').execute()) {
    add(row.file_key);
  }
  const folders: string[] = [];
  const previews = await db
    .selectFrom('media_previews')
    .select(['source_key', 'status', 'files'])
    .execute();
  for (const row of previews) {
    add(row.source_key);
    for (const file of filesOf(row)) add(file.key);
    if (row.status === PreviewStatus.Queued || row.status === PreviewStatus.Working) {
      folders.push(`${previewFolderOf(row.source_key)}/`);
    }
  }
  for (const row of await db.selectFrom('download_jobs').select('id').execute()) {
    add(archiveKeyOf(row.id));
  }
  for (const row of await db.selectFrom('uploads').select('file_key').execute()) {
    add(row.file_key);
  }
  for (const row of await db.selectFrom('comment_attachments').select('file_key').execute()) {
    add(row.file_key);
  }
  return { keys, folders };
}

const isNamed = ({ keys, folders }: Named, key: string) =>
  keys.has(key) || folders.some((folder) => key.startsWith(folder));

/** Every file of the store no row names (listed after the names were read). */
export async function* strayObjects(db: Db, store: FileStore): AsyncIterable<ListedFile> {
  const named = await namedKeys(db);
  for await (const file of store.list()) if (!isNamed(named, file.key)) yield file;
}

/** A stray found by a sweep, and whether the sweep removed it. */
export interface Stray extends ListedFile {
  removed: boolean;
}

/** How a sweep runs. */
export interface StraySweepOptions {
  /** Removes the strays older than STRAY_MIN_AGE_MS (by default they are only reported). */
  remove?: boolean;
  /** The clock the age is measured by. */
  now?: () => number;
  /** Told of each stray once it is settled. */
  onStray?: (stray: Stray) => void;
}

/**
 * Finds the files of the media store no row names (issue 49: nothing is left in the bucket that
 * no row names) and, with `remove`, removes those older than an hour. The names are read again
 * after the listing, so a file whose row was written meanwhile is no stray. Resolves with every
 * stray.
 */
export async function sweepStrays(
  db: Db,
  store: FileStore,
  { remove = false, now = Date.now, onStray }: StraySweepOptions = {},
): Promise<Stray[]> {
  const found: ListedFile[] = [];
  for await (const file of strayObjects(db, store)) found.push(file);
  const named = found.length > 0 ? await namedKeys(db) : undefined;
  const cutoff = now() - STRAY_MIN_AGE_MS;
  const strays: Stray[] = [];
  for (const file of found) {
    if (named && isNamed(named, file.key)) continue;
    const removed = remove && file.modified.getTime() < cutoff;
    if (removed) await store.remove(file.key);
    const stray = { ...file, removed };
    strays.push(stray);
    onStray?.(stray);
  }
  return strays;
}

import { PassThrough } from 'node:stream';
import { MAX_ZIP_ENTRIES, ZIP_UNREADABLE_MESSAGE, type ZipListing } from '@portal/contract';
import yauzl from 'yauzl';
import { HttpError } from '../http/errors.js';
import type { FileStore } from './file-store.js';

type Source =
  | { kind: 'store'; store: FileStore; key: string; size: number }
  | { kind: 'buffer'; buffer: Buffer };

/**
 * A zip in the file store, read by byte ranges (an object store's ranged GETs): listing one
 * reads its end and its central directory, never the whole archive.
 */
class StoreReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly store: FileStore,
    private readonly key: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number) {
    const out = new PassThrough();
    if (end <= start) return out.end();
    this.store.open(this.key, { start, end: end - 1 }).then(
      (bytes) => {
        bytes.once('error', (error) => out.destroy(error));
        bytes.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }
}

// Strings are decoded here (`entryName`), not by yauzl: it fails the whole listing at the first
// name with `..` or an absolute path, and such an archive is still worth listing.
const OPTIONS = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true } as const;

/** The longest name listed (characters): a name field may hold 65,535 bytes. */
const MAX_NAME_LENGTH = 1024;
/** Characters a name shows as `?`: controls, and the overrides that reorder what follows. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * An entry's name as it is listed: decoded as the archive says (UTF-8 or CP437), its
 * separators forward slashes, and with what would place a file outside the folder it is
 * unpacked into left out, as `unzip` does: a leading `/` or drive, `.` and `..` segments.
 * Control characters (a new line, a right-to-left override) show as `?`; a name past
 * `MAX_NAME_LENGTH` is cut short with an ellipsis.
 */
export function entryName(entry: yauzl.Entry) {
  const decoded = yauzl
    .getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false)
    .replace(/\\/g, '/');
  const segments = decoded
    .replace(/^[a-zA-Z]:/, '')
    .split('/')
    .filter(
      (segment, index, all) =>
        segment !== '..' && segment !== '.' && (segment !== '' || index === all.length - 1),
    );
  const name = segments.join('/').replace(UNSHOWN, '?');
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
}

function openZip(source: Source) {
  return new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) =>
      error || !zip ? reject(error ?? new Error('No archive')) : resolve(zip);
    if (source.kind === 'store') {
      const reader = new StoreReader(source.store, source.key);
      yauzl.fromRandomAccessReader(reader, source.size, OPTIONS, done);
    } else yauzl.fromBuffer(source.buffer, OPTIONS, done);
  });
}

/**
 * A zip's entries read from its central directory only: nothing is unpacked or opened (a zip
 * inside is one entry), so a multi-GB archive or a zip bomb (sizes it declares, however large,
 * are only reported) costs one read of its index, at most `MAX_ZIP_ENTRIES` entries of it. A
 * damaged index is a 422.
 */
export async function listZip(source: Source): Promise<ZipListing> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(source);
  } catch {
    throw new HttpError(422, ZIP_UNREADABLE_MESSAGE);
  }
  const entries: ZipListing['entries'] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entryName(entry);
      const isDirectory = name.endsWith('/');
      entries.push({
        name,
        size: entry.uncompressedSize,
        compressedSize: entry.compressedSize,
        modified: entry.getLastModDate().toISOString(),
        isDirectory,
      });
      if (entries.length >= MAX_ZIP_ENTRIES) {
        zip.close();
        resolve({ entries, totalEntries: zip.entryCount });
      } else zip.readEntry();
    });
    zip.on('end', () => resolve({ entries, totalEntries: zip.entryCount }));
    zip.on('error', () => {
      zip.close();
      reject(new HttpError(422, ZIP_UNREADABLE_MESSAGE));
    });
    zip.readEntry();
  });
}

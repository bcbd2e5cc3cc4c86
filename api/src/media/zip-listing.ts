import { MAX_ZIP_ENTRIES, ZIP_UNREADABLE_MESSAGE, type ZipListing } from '@portal/contract';
import yauzl from 'yauzl';
import { HttpError } from '../http/errors.js';

type Source = { kind: 'file'; path: string } | { kind: 'buffer'; buffer: Buffer };

const OPTIONS = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true } as const;

function openZip(source: Source) {
  return new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) =>
      error || !zip ? reject(error ?? new Error('No archive')) : resolve(zip);
    if (source.kind === 'file') yauzl.open(source.path, OPTIONS, done);
    else yauzl.fromBuffer(source.buffer, OPTIONS, done);
  });
}

/**
 * A zip's entries read from its central directory only: nothing is unpacked, so a multi-GB
 * archive (or a zip bomb) costs one read of its index. A damaged index is a 422.
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
      const isDirectory = entry.fileName.endsWith('/');
      entries.push({
        name: entry.fileName,
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

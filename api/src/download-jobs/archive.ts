import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** One file of the archive; it is opened only when the zip reaches it. */
export interface ArchiveEntry {
  name: string;
  size: number;
  open: () => Promise<Readable>;
}

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': '.svg',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'model/gltf-binary': '.glb',
};

/**
 * A title as a file or folder name every system accepts: no control characters, path separators
 * or characters Windows refuses, no trailing dots, at most 120 characters; `fallback` if nothing
 * is left.
 */
export function safeName(title: string, fallback: string) {
  const printable = Array.from(title, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  return (
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120)
      .replace(/[.\s]+$/, '') || fallback
  );
}

/** Its position, as names start (keeps them unique and in order): 01, 02, … */
const numbered = (index: number, name: string) => `${String(index + 1).padStart(2, '0')} ${name}`;

/** An extension as systems open files by: a dot and up to eight letters or digits. */
const EXTENSION = /\.[a-z0-9]{1,8}$/i;

/**
 * The extension a medium's file is opened by: its own file's (a ProRes master stays `.mov`),
 * else its type's, else none.
 */
function extensionOf(fileName: string, contentType: string) {
  return EXTENSION.exec(fileName)?.[0].toLowerCase() ?? EXTENSIONS[contentType] ?? '';
}

/**
 * A file name for a media item: its position and title, with its file's extension (unless the
 * title already ends with it).
 */
export function entryName(index: number, title: string, fileName: string, contentType: string) {
  const name = safeName(title, 'file');
  const extension = extensionOf(fileName, contentType);
  const named = name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
  return numbered(index, named);
}

/** A folder name for a post in a project's archive: its position and title ("01 Title/"). */
export function folderName(index: number, title: string) {
  return `${numbered(index, safeName(title, 'post'))}/`;
}

/**
 * Writes the entries as a zip into `output` (the download store's), streaming one entry at a time
 * so a large post (uploads run to gigabytes) is never held in memory. `onProgress` gets 0-100 by
 * bytes packed; `signal` aborts the write.
 */
export async function writeArchive(
  entries: readonly ArchiveEntry[],
  output: Writable,
  { signal, onProgress }: { signal?: AbortSignal; onProgress: (percent: number) => void },
) {
  const zip = new ZipFile();
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  let packed = 0;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, (callback) => {
      entry.open().then(
        (stream) => {
          stream.once('end', () => {
            packed += entry.size;
            onProgress(total === 0 ? 100 : Math.floor((packed * 100) / total));
          });
          callback(null, stream);
        },
        (error: unknown) => callback(error, new PassThrough()),
      );
    });
  }
  zip.end();
  const zipped = zip.outputStream as Readable;
  // A failed load is emitted by the ZipFile, not its stream: route it into the pipeline.
  zip.once('error', (error: Error) => zipped.destroy(error));
  await pipeline(zipped, output, { signal });
}

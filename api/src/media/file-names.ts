import path from 'node:path';

/** MIME types by extension, for linked files (a stored file keeps the type it came with). */
const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.czml': 'application/json',
  '.json': 'application/json',
  '.glb': 'model/gltf-binary',
  '.html': 'text/html',
};

/** The MIME type a file name suggests, or '' when unknown. */
export const contentTypeOf = (fileName: string) =>
  TYPES[path.extname(fileName).toLowerCase()] ?? '';

/** The last path segment of an address, decoded ('' when there is none). */
export function fileNameOf(address: string) {
  const segment = new URL(address).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment).slice(0, 255);
  } catch {
    return segment.slice(0, 255);
  }
}

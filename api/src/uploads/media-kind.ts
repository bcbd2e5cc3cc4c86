import path from 'node:path';
import type { MediaType } from '@portal/contract';

/**
 * The file extensions each media type may be uploaded as: the viewers open these and nothing
 * else. A Pixel Stream is a live session linked by address, never a file.
 */
const EXTENSIONS: Record<MediaType, readonly string[]> = {
  Video: ['.mp4', '.webm', '.mov'],
  PanoramaVideo: ['.mp4', '.webm', '.mov'],
  Image: ['.jpg', '.jpeg', '.png', '.webp'],
  Panorama: ['.jpg', '.jpeg', '.png', '.webp'],
  Pdf: ['.pdf'],
  Zip: ['.zip'],
  Cesium: ['.czml', '.json'],
  PixelStream: [],
};

/** The file name's extension, lower-cased ('' when it has none). */
export const extensionOf = (fileName: string) => path.extname(fileName).toLowerCase();

/** Whether a file of this name may be added as this media type. */
export const fitsMediaType = (fileName: string, mediaType: MediaType) =>
  EXTENSIONS[mediaType].includes(extensionOf(fileName));

/** A title from a file name: the name without its extension (the name itself if that is all). */
export function titleFromFileName(fileName: string) {
  const base = fileName.slice(0, fileName.length - path.extname(fileName).length).trim();
  return base || fileName;
}

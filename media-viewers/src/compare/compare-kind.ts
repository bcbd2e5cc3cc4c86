import type { Media, MediaType } from '@portal/shared';

/** How two media are compared: as flat pictures, as videos, as 360° views (null: not at all). */
export type CompareKind = 'picture' | 'video' | 'sphere' | null;

// Each type's family: two of the same family are compared (a PDF page is a picture like an image).
const FAMILY: Record<MediaType, CompareKind> = {
  Image: 'picture',
  Pdf: 'picture',
  Video: 'video',
  Panorama: 'sphere',
  PanoramaVideo: 'sphere',
  Zip: null,
  Cesium: null,
  PixelStream: null,
};

/**
 * How two media are compared (null: they cannot be). A 360° picture pairs only with another,
 * and a 360° video only with another: a still and a moving sphere share no transport.
 */
export function compareKind(a: Media, b: Media): CompareKind {
  const kind = FAMILY[a.mediaType];
  if (kind === null || kind !== FAMILY[b.mediaType]) return null;
  if (kind === 'sphere' && a.mediaType !== b.mediaType) return null;
  return kind;
}

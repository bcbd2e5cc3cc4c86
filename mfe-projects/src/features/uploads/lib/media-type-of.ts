import type { MediaType } from '@portal/shared';

const EXTENSIONS: Record<string, readonly MediaType[]> = {
  mp4: ['Video', 'PanoramaVideo'],
  m4v: ['Video', 'PanoramaVideo'],
  mov: ['Video', 'PanoramaVideo'],
  webm: ['Video', 'PanoramaVideo'],
  jpg: ['Image', 'Panorama'],
  jpeg: ['Image', 'Panorama'],
  png: ['Image', 'Panorama'],
  webp: ['Image', 'Panorama'],
  pdf: ['Pdf'],
  zip: ['Zip'],
  czml: ['Cesium'],
};

/**
 * The content types a file may become, from its extension, the likeliest first (a 360° video or
 * image is the person's choice); none for a file the portal cannot show.
 */
export function mediaTypesOf(fileName: string): readonly MediaType[] {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? (EXTENSIONS[extension] ?? []) : [];
}

/** The extensions the file picker offers. */
export const ACCEPTED_EXTENSIONS = Object.keys(EXTENSIONS).map((extension) => `.${extension}`);

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

/** The extensions of files that may become one of `types` (every type by default). */
export const extensionsFor = (types?: readonly MediaType[]) =>
  Object.entries(EXTENSIONS)
    .filter(([, fits]) => !types || fits.some((type) => types.includes(type)))
    .map(([extension]) => `.${extension}`);

/** The extensions the file picker offers. */
export const ACCEPTED_EXTENSIONS = extensionsFor();

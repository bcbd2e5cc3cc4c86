/** One media content type (spec point 3). */
export interface MediaTypeInfo {
  key: string;
  description: string;
  /** Tabler icon name. */
  icon: string;
}

/** Media content types, keyed as the API sends them. */
export const MEDIA_CONTENT_TYPES: readonly MediaTypeInfo[] = [
  { key: 'Video', description: 'Video', icon: 'video' },
  { key: 'Image', description: 'Image', icon: 'photo' },
  { key: 'PixelStream', description: 'Pixel Stream', icon: 'device-desktop' },
  { key: 'Panorama', description: 'Panoramic Image', icon: 'panorama-horizontal' },
  { key: 'PanoramaVideo', description: 'Panoramic Video', icon: 'movie' },
  { key: 'Zip', description: 'Zip File', icon: 'file-zip' },
  { key: 'Cesium', description: 'Interactive', icon: 'cube' },
  { key: 'Pdf', description: 'Pdf File', icon: 'file-type-pdf' },
];

/** Pixel Stream variants. */
export const PIXEL_STREAM_VARIANTS = ['ArcaneMirage', 'Internal', 'AWS'] as const;

/** The entry of a media type; unknown keys get a generic 'File' entry. */
export const mediaContentType = (key: string): MediaTypeInfo =>
  MEDIA_CONTENT_TYPES.find((type) => type.key === key) ?? {
    key,
    description: 'File',
    icon: 'file',
  };

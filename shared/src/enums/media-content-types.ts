import type { MediaType } from '@portal/contract';

/** How a media content type is presented (spec point 3). */
export interface MediaTypeInfo {
  key: MediaType;
  description: string;
  /** Tabler icon name. */
  icon: string;
}

/** Media content types, keyed as the API sends them, in the spec's order. */
export const MEDIA_CONTENT_TYPES = {
  Video: { key: 'Video', description: 'Video', icon: 'video' },
  Image: { key: 'Image', description: 'Image', icon: 'photo' },
  PixelStream: {
    key: 'PixelStream',
    description: 'Pixel Stream',
    icon: 'device-desktop',
  },
  Panorama: {
    key: 'Panorama',
    description: 'Panoramic Image',
    icon: 'panorama-horizontal',
  },
  PanoramaVideo: {
    key: 'PanoramaVideo',
    description: 'Panoramic Video',
    icon: 'movie',
  },
  Zip: { key: 'Zip', description: 'Zip File', icon: 'file-zip' },
  Cesium: { key: 'Cesium', description: 'Interactive', icon: 'cube' },
  Pdf: { key: 'Pdf', description: 'Pdf File', icon: 'file-type-pdf' },
} as const satisfies { [K in MediaType]: MediaTypeInfo & { key: K } };

/** The presentation of a media content type. */
export const mediaContentType = (key: MediaType): MediaTypeInfo => MEDIA_CONTENT_TYPES[key];

import type { MediaType } from '@portal/contract';

/** How a media content type is presented (spec point 3). */
export interface MediaTypeInfo {
  key: MediaType;
  description: string;
  /** Tabler icon name. */
  icon: string;
  /** Shown inline as a picture; every other type is a labelled link to its file. */
  shownInline: boolean;
}

/** Media content types, keyed as the API sends them, in the spec's order. */
export const MEDIA_CONTENT_TYPES = {
  Video: { key: 'Video', description: 'Video', icon: 'video', shownInline: false },
  Image: { key: 'Image', description: 'Image', icon: 'photo', shownInline: true },
  PixelStream: {
    key: 'PixelStream',
    description: 'Pixel Stream',
    icon: 'device-desktop',
    shownInline: false,
  },
  Panorama: {
    key: 'Panorama',
    description: 'Panoramic Image',
    icon: 'panorama-horizontal',
    shownInline: true,
  },
  PanoramaVideo: {
    key: 'PanoramaVideo',
    description: 'Panoramic Video',
    icon: 'movie',
    shownInline: false,
  },
  Zip: { key: 'Zip', description: 'Zip File', icon: 'file-zip', shownInline: false },
  Cesium: { key: 'Cesium', description: 'Interactive', icon: 'cube', shownInline: false },
  Pdf: { key: 'Pdf', description: 'Pdf File', icon: 'file-type-pdf', shownInline: false },
} as const satisfies { [K in MediaType]: MediaTypeInfo & { key: K } };

/** The presentation of a media content type. */
export const mediaContentType = (key: MediaType): MediaTypeInfo => MEDIA_CONTENT_TYPES[key];

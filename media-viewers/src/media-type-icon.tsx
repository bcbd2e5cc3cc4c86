import {
  IconCube,
  IconDeviceDesktop,
  IconFileTypePdf,
  IconFileZip,
  IconMovie,
  IconPanoramaHorizontal,
  IconPhoto,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { MediaType } from '@portal/shared';

/** The icon of each media content type (the names of shared's media types table). */
const ICONS = {
  Video: IconVideo,
  Image: IconPhoto,
  PixelStream: IconDeviceDesktop,
  Panorama: IconPanoramaHorizontal,
  PanoramaVideo: IconMovie,
  Zip: IconFileZip,
  Cesium: IconCube,
  Pdf: IconFileTypePdf,
} as const satisfies Record<MediaType, Icon>;

/** A media type's icon; decorative (its label is always beside it). */
export function MediaTypeIcon({ type, size = 16 }: { type: MediaType; size?: number }) {
  const Component = ICONS[type];
  return <Component size={size} aria-hidden stroke={1.7} />;
}

import { Viewer } from '@photo-sphere-viewer/core';
import { useCallback } from 'react';
import type { ViewerProps } from '../media-viewer';
import { Sphere, SPHERE_DEFAULTS } from './sphere';

/** A 360° (equirectangular) picture: drag to look around, zoom, full screen. */
export default function PanoramaViewer({ media }: ViewerProps) {
  const create = useCallback(
    async (container: HTMLDivElement) =>
      new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        panorama: media.file.fileUri,
        caption: media.title,
      }),
    [media.file.fileUri, media.title],
  );
  return <Sphere title={media.title} create={create} />;
}

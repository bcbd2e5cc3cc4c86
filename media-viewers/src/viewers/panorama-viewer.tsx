import { Viewer } from '@photo-sphere-viewer/core';
import { useCallback } from 'react';
import type { ViewerProps } from '../media-viewer';
import { withKeyScope } from './key-scope';
import { markersPlugin, Sphere, SPHERE_DEFAULTS } from './sphere';

/** A 360° (equirectangular) picture: drag to look around, zoom, full screen; under review, pins. */
export default function PanoramaViewer({ media, review }: ViewerProps) {
  const reviewing = review !== undefined;
  const create = useCallback(
    async (container: HTMLDivElement) =>
      new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        panorama: media.file.fileUri,
        caption: media.title,
        plugins: reviewing ? withKeyScope(await markersPlugin()) : withKeyScope(),
      }),
    [media.file.fileUri, media.title, reviewing],
  );
  return <Sphere title={media.title} create={create} review={review} />;
}

import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import { useCallback } from 'react';
import '@photo-sphere-viewer/video-plugin/index.css';
import type { ViewerProps } from '../media-viewer';
import { Sphere, SPHERE_DEFAULTS } from './sphere';

/** A 360° video (equirectangular, at most 4096 px wide): play, seek, look around, full screen. */
export default function PanoramaVideoViewer({ media, autoPlay = false }: ViewerProps) {
  const create = useCallback(
    async (container: HTMLDivElement) =>
      new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        caption: media.title,
        adapter: [EquirectangularVideoAdapter, { autoplay: autoPlay, muted: true }],
        panorama: { source: media.file.fileUri },
        plugins: [VideoPlugin],
        navbar: ['videoPlay', 'videoVolume', 'videoTime', 'zoom', 'move', 'fullscreen'],
      }),
    [media.file.fileUri, media.title, autoPlay],
  );
  return <Sphere title={media.title} create={create} />;
}

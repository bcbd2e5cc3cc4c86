import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import { useCallback } from 'react';
import '@photo-sphere-viewer/video-plugin/index.css';
import type { ViewerProps } from '../media-viewer';
import { markersPlugin, Sphere, SPHERE_DEFAULTS } from './sphere';

/** The video plugin's play, pause and seek, for the review's pins. */
const videoOf = (viewer: Viewer) => viewer.getPlugin<VideoPlugin>(VideoPlugin);

/**
 * A 360° video (equirectangular, at most 4096 px wide): play, seek, look around, full screen;
 * under review, pins at a direction and moment.
 */
export default function PanoramaVideoViewer({ media, autoPlay = false, review }: ViewerProps) {
  const reviewing = review !== undefined;
  const create = useCallback(
    async (container: HTMLDivElement) =>
      new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        caption: media.title,
        adapter: [EquirectangularVideoAdapter, { autoplay: autoPlay, muted: true }],
        panorama: { source: media.file.fileUri },
        plugins: reviewing ? [VideoPlugin, await markersPlugin()] : [VideoPlugin],
        navbar: ['videoPlay', 'videoVolume', 'videoTime', 'zoom', 'move', 'fullscreen'],
      }),
    [media.file.fileUri, media.title, autoPlay, reviewing],
  );
  return <Sphere title={media.title} create={create} review={review} video={videoOf} />;
}

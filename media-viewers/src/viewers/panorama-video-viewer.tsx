import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { VideoPlugin, type events } from '@photo-sphere-viewer/video-plugin';
import { useCallback } from 'react';
import '@photo-sphere-viewer/video-plugin/index.css';
import type { ViewerProps } from '../media-viewer';
import { usePlayback } from './playback';
import { withKeyScope } from './key-scope';
import { markersPlugin, Sphere, SPHERE_DEFAULTS } from './sphere';
import type { VideoControl } from './sphere-review';

/** The video plugin's play, pause, seek and moment, for the review's pins and markers. */
function videoOf(viewer: Viewer): VideoControl {
  const plugin = viewer.getPlugin<VideoPlugin>(VideoPlugin);
  return {
    getTime: () => plugin.getTime(),
    setTime: (time) => plugin.setTime(time),
    play: () => plugin.play(),
    pause: () => plugin.pause(),
    onProgress: (listener) => {
      const onProgress = ({ time }: events.ProgressEvent) => listener(time);
      plugin.addEventListener('progress', onProgress);
      return () => plugin.removeEventListener('progress', onProgress);
    },
    isPlaying: () => plugin.isPlaying(),
    onPlayPause: (listener) => {
      const onPlayPause = ({ playing }: events.PlayPauseEvent) => listener(playing);
      plugin.addEventListener('play-pause', onPlayPause);
      return () => plugin.removeEventListener('play-pause', onPlayPause);
    },
  };
}

/**
 * Names the plugin's big play button in the middle of the picture, which comes unnamed: 'Play'
 * or 'Pause', following the video (walk D18).
 */
function nameBigButton(viewer: Viewer, container: HTMLElement) {
  const button = container.querySelector('.psv-video-bigbutton');
  const plugin = viewer.getPlugin<VideoPlugin>(VideoPlugin);
  if (!button || !plugin) return;
  const name = () => button.setAttribute('aria-label', plugin.isPlaying() ? 'Pause' : 'Play');
  name();
  plugin.addEventListener('play-pause', name);
}

/**
 * A 360° video (equirectangular, at most 4096 px wide): play, seek, look around, full screen;
 * under review, pins at a direction and moment, and drawings over the view at a moment.
 */
export default function PanoramaVideoViewer({ media, autoPlay = false, review }: ViewerProps) {
  const reviewing = review !== undefined;
  const source = usePlayback(media);
  const create = useCallback(
    async (container: HTMLDivElement) => {
      const viewer = new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        caption: media.title,
        adapter: [EquirectangularVideoAdapter, { autoplay: autoPlay, muted: true }],
        panorama: { source },
        plugins: reviewing
          ? withKeyScope(VideoPlugin, await markersPlugin())
          : withKeyScope(VideoPlugin),
        navbar: ['videoPlay', 'videoVolume', 'videoTime', 'zoom', 'move', 'fullscreen'],
      });
      nameBigButton(viewer, container);
      return viewer;
    },
    [source, media.title, autoPlay, reviewing],
  );
  return <Sphere title={media.title} create={create} review={review} video={videoOf} />;
}

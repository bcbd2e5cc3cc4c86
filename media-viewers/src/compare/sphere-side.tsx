import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import { Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import '@photo-sphere-viewer/video-plugin/index.css';
import { playbackOf } from '../viewers/playback';
import { Sphere, SPHERE_DEFAULTS } from '../viewers/sphere';
import type { CompareSide } from './compare-side';
import type { Which } from './use-view-sync';
import { withKeyScope } from '../viewers/key-scope';

/** Props of SphereSide. */
export interface SphereSideProps {
  side: CompareSide;
  which: Which;
  /** Called with each viewer made, to keep the two looking the same way. */
  onViewer: (which: Which, viewer: Viewer) => void;
  /** A 360° video's element, given to its viewer: the shared transport plays it. */
  onVideo: (which: Which, video: HTMLVideoElement) => void;
}

/** The element a 360° video plays in (the adapter's own settings, without its loop). */
function videoElement(source: string, muted: boolean) {
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  video.playsInline = true;
  video.preload = 'metadata';
  video.muted = muted;
  video.src = source;
  return video;
}

/**
 * One side of a 360° comparison: its label and its Photo Sphere Viewer. A video has no controls
 * of its own (no navbar buttons, progress bar or big play button): the comparison's transport
 * plays both.
 */
export function SphereSide({ side, which, onViewer, onVideo }: SphereSideProps) {
  const { media, label } = side;
  const title = `${media.title} (${label})`;
  // Chosen once: a web copy made meanwhile does not restart what plays (as `usePlayback`).
  const [source] = useState(() => (media.mediaType === 'PanoramaVideo' ? playbackOf(media) : null));
  const create = useCallback(
    async (container: HTMLDivElement) => {
      const muted = which === 'right';
      const video = source === null ? null : videoElement(source, muted);
      const viewer = new Viewer({
        ...SPHERE_DEFAULTS,
        container,
        caption: title,
        ...(video
          ? {
              adapter: [EquirectangularVideoAdapter, { muted }],
              panorama: { source: video },
              plugins: withKeyScope([VideoPlugin, { progressbar: false, bigbutton: false }]),
              navbar: ['zoom', 'move', 'caption', 'fullscreen'],
            }
          : { panorama: media.file.fileUri, plugins: withKeyScope() }),
      });
      onViewer(which, viewer);
      if (video) onVideo(which, video);
      return viewer;
    },
    [source, media.file.fileUri, title, which, onViewer, onVideo],
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Sphere title={title} create={create} />
    </Stack>
  );
}

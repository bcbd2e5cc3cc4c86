import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { CompareSide } from './compare-side';
import { CompareTransport } from './compare-transport';
import { SphereSide } from './sphere-side';
import { usePairedPlayback } from './use-paired-playback';
import { useViewSync, type Which } from './use-view-sync';

/**
 * Two 360° pictures, or two 360° videos, side by side, always looking the same way: turning or
 * zooming either turns or zooms the other. Two videos share one transport under them.
 */
export default function SphereCompare({ left, right }: { left: CompareSide; right: CompareSide }) {
  const onViewer = useViewSync();
  const [videos, setVideos] = useState<Partial<Record<Which, HTMLVideoElement>>>({});
  const onVideo = useCallback(
    (which: Which, video: HTMLVideoElement) =>
      setVideos((before) => ({ ...before, [which]: video })),
    [],
  );
  const playback = usePairedPlayback(videos.left ?? null, videos.right ?? null, left.frameRate);
  const isVideo = left.media.mediaType === 'PanoramaVideo';
  return (
    <Stack
      gap="xs"
      role="group"
      aria-label="360° comparison"
      onKeyDown={isVideo ? playback.onKeyDown : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SphereSide side={left} which="left" onViewer={onViewer} onVideo={onVideo} />
        <SphereSide side={right} which="right" onViewer={onViewer} onVideo={onVideo} />
      </SimpleGrid>
      {isVideo && <CompareTransport playback={playback} />}
    </Stack>
  );
}

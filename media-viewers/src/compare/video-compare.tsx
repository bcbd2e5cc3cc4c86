import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { playbackOf } from '../viewers/playback';
import type { CompareSide } from './compare-side';
import { CompareTransport } from './compare-transport';
import { usePairedPlayback } from './use-paired-playback';
import classes from './compare.module.css';

/**
 * Two videos side by side under one transport, kept in step (the left one is heard, the right
 * muted). Space plays and pauses while the focus is in the view.
 */
export default function VideoCompare({ left, right }: { left: CompareSide; right: CompareSide }) {
  const [leftPlayer, setLeftPlayer] = useState<HTMLVideoElement | null>(null);
  const [rightPlayer, setRightPlayer] = useState<HTMLVideoElement | null>(null);
  // Chosen once: a web copy made meanwhile does not restart what plays (as `usePlayback`).
  const [sources] = useState(() => ({
    left: playbackOf(left.media),
    right: playbackOf(right.media),
  }));
  const playback = usePairedPlayback(leftPlayer, rightPlayer, left.frameRate);
  return (
    <Stack gap="xs" role="group" aria-label="Video comparison" onKeyDown={playback.onKeyDown}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['left', 'right'] as const).map((which) => {
          const { media, label } = which === 'left' ? left : right;
          return (
            <Stack key={which} gap={4}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <video
                ref={which === 'left' ? setLeftPlayer : setRightPlayer}
                className={classes.video}
                src={sources[which]}
                poster={media.thumbnailUrl || undefined}
                aria-label={`${label}: ${media.title}`}
                muted={which === 'right'}
                playsInline
                preload="metadata"
              />
            </Stack>
          );
        })}
      </SimpleGrid>
      <CompareTransport playback={playback} />
    </Stack>
  );
}

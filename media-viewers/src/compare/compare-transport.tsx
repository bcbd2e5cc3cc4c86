import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { formatTimecode } from '@portal/shared';
import type { usePairedPlayback } from './use-paired-playback';

const icon = { size: 18, 'aria-hidden': true } as const;

/** What the transport drives (`usePairedPlayback`'s answer). */
export type CompareTransportProps = Pick<
  ReturnType<typeof usePairedPlayback>,
  'clock' | 'frameRate' | 'toggle' | 'step' | 'seek'
>;

/** One set of controls for both videos: frame steps, play and pause, position, timecode. */
export function CompareTransport({
  playback: { clock, frameRate, toggle: onToggle, step: onStep, seek: onSeek },
}: {
  playback: CompareTransportProps;
}) {
  const timecode = (seconds: number) => formatTimecode(seconds, frameRate);
  return (
    // The position takes a row of its own where it would be narrower than 10rem (a phone).
    <Group gap="xs" wrap="wrap">
      <ActionIcon variant="default" aria-label="Previous frame" onClick={() => onStep(-1)}>
        <IconPlayerTrackPrev {...icon} />
      </ActionIcon>
      <ActionIcon variant="default" aria-label={clock.paused ? 'Play' : 'Pause'} onClick={onToggle}>
        {clock.paused ? <IconPlayerPlay {...icon} /> : <IconPlayerPause {...icon} />}
      </ActionIcon>
      <ActionIcon variant="default" aria-label="Next frame" onClick={() => onStep(1)}>
        <IconPlayerTrackNext {...icon} />
      </ActionIcon>
      <Slider
        style={{ flex: '1 1 10rem', minWidth: '10rem' }}
        thumbLabel="Position"
        thumbValueText={timecode}
        label={timecode}
        min={0}
        max={clock.duration ?? 0}
        step={1 / frameRate}
        precision={3}
        value={clock.time}
        disabled={clock.duration === null}
        onChange={onSeek}
      />
      <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {timecode(clock.time)}
        {clock.duration !== null && (
          <Text span c="dimmed" size="sm" ff="monospace">
            {` / ${timecode(clock.duration)}`}
          </Text>
        )}
      </Text>
    </Group>
  );
}

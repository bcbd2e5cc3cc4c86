import { ActionIcon, Button, Group, Menu, Stack, Text, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import {
  IconBracketsContainEnd,
  IconBracketsContainStart,
  IconCheck,
  IconMaximize,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
  IconRepeatOff,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { formatTimecode } from '@portal/shared';
import type { ReviewBinding, ReviewMarker } from '../review/review-binding';
import { ShortcutsHelp } from './shortcuts-help';
import type { VideoClock } from './use-video-clock';
import type { LoopRange } from './use-video-loop';
import { VideoTimeline } from './video-timeline';
import { PLAYBACK_SPEEDS, speedLabel } from './video-transport';

const icon = { size: 18, 'aria-hidden': true } as const;

/** One of the bar's icon buttons: light on the player's black (its name given by the caller). */
const BarIcon = (props: ActionIconProps & ComponentPropsWithoutRef<'button'>) => (
  <ActionIcon variant="subtle" color="gray" c="gray.0" {...props} />
);

/** Props of VideoReviewBar. */
export interface VideoReviewBarProps {
  clock: VideoClock;
  frameRate: number;
  review: ReviewBinding;
  onToggle: () => void;
  onStep: (frames: number) => void;
  onSeek: (seconds: number) => void;
  onSpeed: (speed: number) => void;
  onSelect: (marker: ReviewMarker) => void;
  onMute: () => void;
  onFullscreen: () => void;
  /** The loop range (null: none). */
  loop: LoopRange | null;
  onLoopIn: () => void;
  onLoopOut: () => void;
  onLoopClear: () => void;
}

/**
 * The review player's controls under the video, its only ones (the browser's are off, so
 * there is one play button and one timeline): the timeline with the threads' markers, play and
 * pause, frame steps, the frame-exact timecode, the loop range's ends (I and O) and its
 * clearing, the speed, sound, full screen and the keys' list.
 */
export function VideoReviewBar({
  clock,
  frameRate,
  review,
  onToggle,
  onStep,
  onSeek,
  onSpeed,
  onSelect,
  onMute,
  onFullscreen,
  loop,
  onLoopIn,
  onLoopOut,
  onLoopClear,
}: VideoReviewBarProps) {
  // Its last frame, as an editor reads a range (the end itself is exclusive).
  const loopText =
    loop &&
    `${formatTimecode(loop.in, frameRate)}–${formatTimecode(Math.max(loop.in, loop.out - 1 / frameRate), frameRate)}`;
  return (
    <Stack gap={6} px="sm" pb="xs" pt={4}>
      <VideoTimeline
        time={clock.time}
        duration={clock.duration}
        frameRate={frameRate}
        markers={review.markers}
        selectedId={review.selectedId}
        draft={review.draft}
        loop={loop}
        onSeek={onSeek}
        onSelect={onSelect}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <BarIcon aria-label="Previous frame" onClick={() => onStep(-1)}>
            <IconPlayerTrackPrev {...icon} />
          </BarIcon>
          <BarIcon aria-label={clock.paused ? 'Play' : 'Pause'} onClick={onToggle}>
            {clock.paused ? <IconPlayerPlay {...icon} /> : <IconPlayerPause {...icon} />}
          </BarIcon>
          <BarIcon aria-label="Next frame" onClick={() => onStep(1)}>
            <IconPlayerTrackNext {...icon} />
          </BarIcon>
          {/* One line: on a phone the duration leaves it (walk D22); the timeline shows it. */}
          <Text
            ff="monospace"
            size="sm"
            c="gray.1"
            ml="xs"
            role="timer"
            aria-label="Timecode"
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatTimecode(clock.time, frameRate)}
            {clock.duration !== null && (
              <Text span c="gray.5" size="sm" ff="monospace" visibleFrom="xs">
                {' / '}
                {formatTimecode(clock.duration, frameRate)}
              </Text>
            )}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <BarIcon aria-label="Loop from this frame" onClick={onLoopIn}>
            <IconBracketsContainStart {...icon} />
          </BarIcon>
          <BarIcon aria-label="Loop up to this frame" onClick={onLoopOut}>
            <IconBracketsContainEnd {...icon} />
          </BarIcon>
          {loopText && (
            <BarIcon
              aria-label={`Clear loop ${loopText}`}
              title={`Loop ${loopText}`}
              onClick={onLoopClear}
            >
              <IconRepeatOff {...icon} />
            </BarIcon>
          )}
          <Menu position="top-end" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                color="gray"
                c="gray.0"
                size="compact-sm"
                // The rate it shows, within its name (label in name).
                aria-label={`Playback speed ${speedLabel(clock.playbackRate)}`}
              >
                {speedLabel(clock.playbackRate)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {PLAYBACK_SPEEDS.map((speed) => (
                <Menu.Item
                  key={speed}
                  aria-current={speed === clock.playbackRate || undefined}
                  rightSection={
                    speed === clock.playbackRate ? <IconCheck size={14} aria-hidden /> : null
                  }
                  onClick={() => onSpeed(speed)}
                >
                  {speedLabel(speed)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <BarIcon aria-label={clock.muted ? 'Unmute' : 'Mute'} onClick={onMute}>
            {clock.muted ? <IconVolumeOff {...icon} /> : <IconVolume {...icon} />}
          </BarIcon>
          <BarIcon aria-label="Full screen" onClick={onFullscreen}>
            <IconMaximize {...icon} />
          </BarIcon>
          <ShortcutsHelp />
        </Group>
      </Group>
    </Stack>
  );
}

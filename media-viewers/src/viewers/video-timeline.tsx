import { Box, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { KeyboardEvent, PointerEvent } from 'react';
import { formatTimecode, type AnchorOf } from '@portal/shared';
import type { DraftPin, ReviewMarker } from '../review/review-binding';
import type { LoopRange } from './use-video-loop';
import { MARKER_SPACE, timelineLanes } from './timeline-lanes';
import classes from './video-timeline.module.css';

/** Props of VideoTimeline. */
export interface VideoTimelineProps {
  time: number;
  /** Null until the video's metadata arrives: nothing can be placed before then. */
  duration: number | null;
  frameRate: number;
  markers: readonly ReviewMarker[];
  selectedId: number | null;
  draft: DraftPin | null;
  /** The loop range, drawn on the rail (null: none). */
  loop?: LoopRange | null;
  onSeek: (seconds: number) => void;
  onSelect: (marker: ReviewMarker) => void;
}

type TimeMarker = ReviewMarker & { anchor: AnchorOf<'time'> };
const isTimed = (marker: ReviewMarker): marker is TimeMarker => marker.anchor.kind === 'time';

const percent = (seconds: number, duration: number) =>
  `${Math.min(100, Math.max(0, (seconds / duration) * 100))}%`;

/**
 * The review player's timeline: the played part, a numbered marker per thread pinned to a time
 * (a range drawn as a band to its end), and the new comment's pin. The rail is a slider: click or
 * drag to seek, Home and End for the ends; the arrow keys step frames through the player's keys.
 */
export function VideoTimeline({
  time,
  duration,
  frameRate,
  markers,
  selectedId,
  draft,
  loop = null,
  onSeek,
  onSelect,
}: VideoTimelineProps) {
  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (duration === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * duration);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (duration === null || (event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    onSeek(event.key === 'Home' ? 0 : duration);
  };
  const timed = markers.filter(isTimed);
  const draftTime = draft?.anchor.kind === 'time' ? draft.anchor.time : null;
  // Markers close in time take rows one under another, so each stays a whole target.
  const { ref, width } = useElementSize();
  const lanes = timelineLanes(
    timed.map((marker) => ({ id: marker.id, time: marker.anchor.time })),
    duration ?? 0,
    width,
  );
  const height = lanes.count * MARKER_SPACE;
  return (
    <Box ref={ref} className={classes.timeline} style={{ paddingTop: height }}>
      {duration !== null && (
        <Box className={classes.markers} style={{ height }}>
          {timed.map((marker) => (
            <UnstyledButton
              key={marker.id}
              className={classes.marker}
              style={{
                left: percent(marker.anchor.time, duration),
                top: (lanes.laneOf.get(marker.id) ?? 0) * MARKER_SPACE,
              }}
              aria-label={marker.label}
              title={marker.label}
              aria-pressed={marker.id === selectedId}
              data-resolved={marker.resolved || undefined}
              onClick={() => onSelect(marker)}
            >
              {marker.number}
            </UnstyledButton>
          ))}
          {draftTime !== null && (
            <Box
              role="img"
              aria-label={`New comment at ${formatTimecode(draftTime, frameRate)}`}
              className={classes.draft}
              style={{ left: percent(draftTime, duration) }}
            />
          )}
        </Box>
      )}
      <Box
        role="slider"
        tabIndex={0}
        aria-label="Position"
        aria-valuemin={0}
        aria-valuemax={duration ?? 0}
        aria-valuenow={time}
        aria-valuetext={formatTimecode(time, frameRate)}
        className={classes.rail}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekToPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekToPointer(event);
        }}
      >
        {duration !== null && (
          <>
            {timed
              .filter((marker) => marker.anchor.endTime !== null)
              .map((marker) => (
                <Box
                  key={marker.id}
                  className={classes.range}
                  data-resolved={marker.resolved || undefined}
                  data-testid={`range-${marker.id}`}
                  style={{
                    left: percent(marker.anchor.time, duration),
                    width: `calc(${percent(marker.anchor.endTime!, duration)} - ${percent(marker.anchor.time, duration)})`,
                  }}
                />
              ))}
            {loop && (
              <Box
                className={classes.loop}
                data-testid="loop-range"
                style={{
                  left: percent(loop.in, duration),
                  width: `calc(${percent(loop.out, duration)} - ${percent(loop.in, duration)})`,
                }}
              />
            )}
            <Box className={classes.played} style={{ width: percent(time, duration) }} />
            <Box className={classes.playhead} style={{ left: percent(time, duration) }} />
          </>
        )}
      </Box>
    </Box>
  );
}

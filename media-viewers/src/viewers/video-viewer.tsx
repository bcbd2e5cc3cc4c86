import { Alert, Anchor, Box } from '@mantine/core';
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import type { ViewerProps } from '../media-viewer';

/** Said when the browser cannot decode the video. */
export const VIDEO_UNPLAYABLE = 'This video cannot be played in your browser.';

/** What a page may ask of the player (comments at a timecode will). */
export interface VideoHandle {
  seek: (seconds: number) => void;
  currentTime: () => number;
}

/**
 * The browser's own player (seeking by Range requests, full screen, captions), with keys a
 * reviewer expects when it has focus: Space or K plays and pauses, ←/→ move 5 s, J/L 10 s,
 * F goes full screen, M mutes.
 */
const VideoViewer = forwardRef<VideoHandle, ViewerProps>(function VideoViewer(
  { media, autoPlay = false },
  ref,
) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useImperativeHandle(ref, () => ({
    seek: (seconds) => {
      if (video.current) video.current.currentTime = seconds;
    },
    currentTime: () => video.current?.currentTime ?? 0,
  }));
  const onKeyDown = (event: KeyboardEvent) => {
    const player = video.current;
    if (!player) return;
    const move = (by: number) => {
      player.currentTime = Math.max(0, player.currentTime + by);
    };
    const actions: Record<string, () => void> = {
      ' ': () => void (player.paused ? player.play() : player.pause()),
      k: () => void (player.paused ? player.play() : player.pause()),
      ArrowLeft: () => move(-5),
      ArrowRight: () => move(5),
      j: () => move(-10),
      l: () => move(10),
      m: () => {
        player.muted = !player.muted;
      },
      f: () => void frame.current?.requestFullscreen?.(),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  if (failed) {
    return (
      <Alert color="orange" title={VIDEO_UNPLAYABLE}>
        <Anchor href={media.file.fileUri} download={media.file.fileName}>
          Download {media.file.fileName}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Box ref={frame} bg="black" style={{ borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={video}
        src={media.file.fileUri}
        poster={media.thumbnailUrl || undefined}
        aria-label={media.title}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        muted={autoPlay}
        onKeyDown={onKeyDown}
        onError={() => setFailed(true)}
        style={{ display: 'block', width: '100%', maxHeight: '70vh' }}
      />
    </Box>
  );
});

export default VideoViewer;

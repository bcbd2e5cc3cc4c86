import { Alert, Anchor, Box } from '@mantine/core';
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import type { ViewerProps } from '../media-viewer';
import { usePlayback } from './playback';
import { useVideoReview } from './use-video-review';
import { VideoDrawing } from './video-drawing';
import { VideoReviewBar } from './video-review-bar';

/** Said when the browser cannot decode the video. */
export const VIDEO_UNPLAYABLE = 'This video cannot be played in your browser.';

/** What a page may ask of the player (comments at a timecode will). */
export interface VideoHandle {
  seek: (seconds: number) => void;
  currentTime: () => number;
}

/**
 * The browser's own player (seeking by Range requests, full screen, captions), playing the
 * medium's web copy for the screen (`playback.ts`) or its original, with keys a
 * viewer expects when it has focus: Space or K plays and pauses, ←/→ move 5 s, J/L 10 s,
 * F goes full screen, M mutes. In review (`review` given) it becomes the review player: a
 * timeline with the threads' markers, a frame-exact timecode, frame steps, speeds, sound and
 * full screen, and keys that also work from the page (`use-video-review.ts`), in place of the
 * browser's controls, and the threads' drawings on their frames (`video-drawing.tsx`).
 */
const VideoViewer = forwardRef<VideoHandle, ViewerProps>(function VideoViewer(
  { media, autoPlay = false, review, originals = true },
  ref,
) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const source = usePlayback(media);
  const player = useVideoReview({ video, frame, review: failed ? undefined : review });
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
        {originals && (
          <Anchor href={media.file.fileUri} download={media.file.fileName}>
            Download {media.file.fileName}
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <Box
      ref={frame}
      bg="black"
      style={{ borderRadius: 8, overflow: 'hidden' }}
      // In review a click anywhere in the player gives it the focus its keys need.
      tabIndex={review ? -1 : undefined}
    >
      {/* The drawings' layer sits over the picture, in this box of the video's own size. */}
      <Box pos="relative">
        <video
          ref={video}
          src={source}
          poster={media.thumbnailUrl || undefined}
          aria-label={media.title}
          // In review the review bar is its one set of controls (no second play button on top).
          controls={!review}
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          muted={autoPlay}
          // In review the player's keys listen on the page (use-video-review.ts).
          onKeyDown={review ? undefined : onKeyDown}
          onError={() => setFailed(true)}
          style={{ display: 'block', width: '100%', maxHeight: review ? '60vh' : '70vh' }}
        />
        {review && player && (
          <VideoDrawing video={video} review={review} frameRate={player.frameRate} />
        )}
      </Box>
      {review && player && <VideoReviewBar review={review} {...player} />}
    </Box>
  );
});

export default VideoViewer;

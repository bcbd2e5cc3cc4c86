import type { Viewer } from '@photo-sphere-viewer/core';
import { useEffect, useState } from 'react';
import { frameAt, type Anchor } from '@portal/shared';
import { drawingFrame, momentShapes } from '../review/moment-drawing';
import type { ReviewBinding } from '../review/review-binding';
import { DrawingSurface } from '../review/overlay/drawing-surface';
import { sameView, viewOf, type View, type VideoControl } from './sphere-review';
import { fpsOf } from './video-transport';

/** The view on screen, followed as it turns and zooms. */
function useViewOnScreen(viewer: Viewer): View {
  const [view, setView] = useState(() => viewOf(viewer));
  useEffect(() => {
    const read = () =>
      setView((before) => {
        const next = viewOf(viewer);
        return before.yaw === next.yaw && before.pitch === next.pitch && before.zoom === next.zoom
          ? before
          : next;
      });
    viewer.addEventListener('position-updated', read);
    viewer.addEventListener('zoom-updated', read);
    read();
    return () => {
      viewer.removeEventListener('position-updated', read);
      viewer.removeEventListener('zoom-updated', read);
    };
  }, [viewer]);
  return view;
}

/** The frame of a 360° video on screen while it is paused (null while it plays: it moves on). */
function usePausedFrame(video: VideoControl, frameRate: number) {
  const [frame, setFrame] = useState<number | null>(null);
  useEffect(() => {
    const read = () => setFrame(video.isPlaying() ? null : frameAt(video.getTime(), frameRate));
    const stops = [video.onProgress(read), video.onPlayPause(read)];
    read();
    return () => stops.forEach((stop) => stop());
  }, [video, frameRate]);
  return frame;
}

/**
 * The review's drawings over a 360° video's view, in fractions of the viewer (the view as it was
 * seen): the chosen thread's while its view and frame are on screen, gone once the view turns or
 * zooms, or the video plays or seeks. The new comment's likewise; drawn on with the chosen tool
 * on its frame, its first shape pinning it to the view it is drawn in (and only that view after).
 */
export function SphereDrawing({
  viewer,
  review,
  video,
}: {
  viewer: Viewer;
  review: ReviewBinding;
  video: VideoControl;
}) {
  const frameRate = fpsOf(review.frameRate);
  const view = useViewOnScreen(viewer);
  const frame = usePausedFrame(video, frameRate);
  const atFrame = (anchor: Anchor) => frame !== null && drawingFrame(anchor, frameRate) === frame;
  const onScreen = (anchor: Anchor) =>
    anchor.kind === 'view' && atFrame(anchor) && sameView(anchor, view);
  const { draft } = review;
  const pin = draft?.anchor.kind === 'view' ? draft.anchor : null;
  const drawable =
    pin !== null && atFrame(pin) && (!draft?.drawing?.shapes.length || sameView(pin, view));
  return (
    <DrawingSurface
      review={review}
      shapes={momentShapes(review, onScreen)}
      drawing={draft?.drawing ?? null}
      onDrawing={
        drawable
          ? (drawing) => review.changeDraft({ anchor: { ...pin, ...viewOf(viewer) }, drawing })
          : undefined
      }
      // Over the picture and under the markers, the navbar and the video's progress bar.
      style={{ zIndex: 5 }}
    />
  );
}

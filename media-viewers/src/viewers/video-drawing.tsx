import type { RefObject } from 'react';
import type { Anchor } from '@portal/shared';
import { drawingFrame, momentShapes } from '../review/moment-drawing';
import type { ReviewBinding } from '../review/review-binding';
import { DrawingSurface } from '../review/overlay/drawing-surface';
import { useFrameOnScreen } from './frame-on-screen';
import { usePictureBox } from './picture-box';

/**
 * The review's drawings over a video's picture (in fractions of it, the letterbox left out): the
 * chosen thread's while its frame is the one on screen, gone at any other (a step, play, a seek)
 * and back on returning to it; the new comment's likewise, drawn on with the chosen tool while its
 * frame is shown (the paused frame it was pinned to).
 */
export function VideoDrawing({
  video,
  review,
  frameRate,
}: {
  video: RefObject<HTMLVideoElement | null>;
  review: ReviewBinding;
  frameRate: number;
}) {
  const frame = useFrameOnScreen(video, frameRate);
  const box = usePictureBox(video);
  const onScreen = (anchor: Anchor) => frame !== null && drawingFrame(anchor, frameRate) === frame;
  const { draft } = review;
  const drawable = draft !== null && onScreen(draft.anchor);
  return (
    <DrawingSurface
      review={review}
      shapes={momentShapes(review, onScreen)}
      drawing={draft?.drawing ?? null}
      onDrawing={drawable ? (drawing) => review.changeDraft({ ...draft, drawing }) : undefined}
      style={box}
    />
  );
}

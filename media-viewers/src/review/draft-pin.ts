import { useCallback, useState } from 'react';
import {
  ANCHOR_KINDS,
  type Anchor,
  type DrawingColour,
  type DrawingTool,
  type MediaType,
} from '@portal/shared';
import type { DraftPin, ReviewTarget } from './review-binding';

/** The pin of a comment on the medium as a whole. */
export const WHOLE_MEDIUM: Anchor = { kind: 'whole', entry: null };

/** Said when a range's out point would not come after its in point. */
export const OUT_BEFORE_IN = 'The out point must be after the in point: play on, then set it.';

/** Whether a drawing made at one pin still belongs at another: the same page, frame or view. */
function keepsDrawing(before: Anchor, after: Anchor) {
  if (before.kind === 'point' && after.kind === 'point') return before.page === after.page;
  // A video's pins are frames' starts: the same time is the same frame.
  if (before.kind === 'time' && after.kind === 'time') return before.time === after.time;
  if (before.kind !== 'view' || after.kind !== 'view') return false;
  return (['time', 'yaw', 'pitch', 'zoom'] as const).every((key) => before[key] === after[key]);
}

/**
 * The new comment's pin and drawing while it is written: taken from the viewer's target when
 * the person starts (the paused frame, the centre of the view), moved by the viewer, turned into
 * a range (video) or the whole medium by the panel.
 */
export function useDraftPin(mediaType: MediaType, target: ReviewTarget | null) {
  const [draft, setDraft] = useState<DraftPin | null>(null);
  const [tool, setTool] = useState<DrawingTool | null>(null);
  const [colour, setColour] = useState<DrawingColour>('red');

  // A type that takes only the whole medium (a stream, a zip), or a viewer not ready: the whole.
  const capture = useCallback((): Anchor => {
    const kinds = ANCHOR_KINDS[mediaType];
    const anchor = kinds.length > 1 ? target?.capture() : null;
    return anchor && kinds.includes(anchor.kind) ? anchor : WHOLE_MEDIUM;
  }, [mediaType, target]);

  /** The person starts a comment: pin it where they are (once). */
  const start = useCallback(
    () => setDraft((current) => current ?? { anchor: capture(), drawing: null }),
    [capture],
  );

  /**
   * "Use current position": pin it again; a drawing stays while it is on the same page (of an
   * image or PDF), the same frame (of a video) or the same view (of a 360° video).
   */
  const recapture = useCallback(() => {
    const anchor = capture();
    setDraft((current) => ({
      anchor,
      drawing: current && keepsDrawing(current.anchor, anchor) ? current.drawing : null,
    }));
  }, [capture]);

  const wholeMedium = useCallback(() => {
    setDraft({ anchor: WHOLE_MEDIUM, drawing: null });
    setTool(null);
  }, []);

  /** "Set out point": the range ends at the video's time now; a message when it cannot. */
  const setOutPoint = useCallback((): string | null => {
    const now = target?.capture();
    if (draft?.anchor.kind !== 'time' || now?.kind !== 'time') return null;
    if (now.time <= draft.anchor.time) return OUT_BEFORE_IN;
    setDraft({ ...draft, anchor: { ...draft.anchor, endTime: now.time } });
    return null;
  }, [draft, target]);

  const clearOutPoint = useCallback(
    () =>
      setDraft((current) =>
        current?.anchor.kind === 'time'
          ? { ...current, anchor: { ...current.anchor, endTime: null } }
          : current,
      ),
    [],
  );

  const undoShape = useCallback(
    () =>
      setDraft((current) =>
        current?.drawing
          ? { ...current, drawing: { shapes: current.drawing.shapes.slice(0, -1) } }
          : current,
      ),
    [],
  );

  const clearDrawing = useCallback(
    () => setDraft((current) => current && { ...current, drawing: null }),
    [],
  );

  const cancel = useCallback(() => {
    setDraft(null);
    setTool(null);
  }, []);

  return {
    draft,
    /** The viewer moved the pin or drew a shape. */
    changeDraft: setDraft as (draft: DraftPin) => void,
    tool,
    setTool,
    colour,
    setColour,
    start,
    recapture,
    wholeMedium,
    setOutPoint,
    clearOutPoint,
    undoShape,
    clearDrawing,
    cancel,
  };
}

/** The new comment's pin and drawing and what the panel can do with them. */
export type DraftPinState = ReturnType<typeof useDraftPin>;

import { useMergedRef, useElementSize } from '@mantine/hooks';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Anchor } from '@portal/shared';
import type { ReviewBinding } from '../review-binding';
import { DrawingLayer } from './drawing-layer';
import {
  markerThreadOf,
  useMarkerButtons,
  type MarkerClasses,
  type PointMarker,
} from './marker-buttons';
import { nudgePin, pinArea as area, pinPlace as place, type PointPin } from './geometry';
import { usePointerDraft } from './use-pointer-draft';
import look from '../marker-look.module.css';
import classes from './overlay.module.css';

/** The draft pin's hint, read after its name. */
export const DRAFT_PIN_HINT =
  'Drag it, or move it with the arrow keys (Shift: further). A click puts it where you click; Alt-drag marks an area.';

const onPage = (anchor: Anchor, page: number | null): anchor is PointPin =>
  anchor.kind === 'point' && (anchor.page ?? null) === page;

/** How markers look and sit here: the look shared with panoramas, placed on this layer. */
const MARKER_CLASSES: MarkerClasses = {
  marker: `${look.marker} ${classes.marker}`,
  area: classes.area,
};

/**
 * The review layer over an image or a PDF page, in the medium's own 0–1 coordinates (so it sits
 * on the same spot at any zoom): the threads' markers, the selected thread's drawing, and the
 * new comment's pin and drawing, which the pointer and the arrow keys move and draw.
 */
export function ReviewOverlay({
  review,
  page = null,
  waiting = false,
}: {
  review: ReviewBinding;
  page?: number | null;
  /**
   * The medium is still loading: the layer is built (a medium can carry hundreds of markers)
   * but not shown, so the picture and its markers appear together once it is there.
   */
  waiting?: boolean;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const hint = useId();
  const size = useElementSize();
  const ref = useMergedRef(layer, size.ref);
  const draft =
    review.draft && onPage(review.draft.anchor, page)
      ? { ...review.draft, anchor: review.draft.anchor }
      : null;
  const pointer = usePointerDraft(layer, review, draft);
  const markers = useMemo(
    () => review.markers.filter((marker): marker is PointMarker => onPage(marker.anchor, page)),
    [review.markers, page],
  );
  const markerLayer = useRef<HTMLDivElement>(null);
  useMarkerButtons(markerLayer, markers, review.selectedId, MARKER_CLASSES);
  // The chosen thread's drawing, on its own page.
  const chosenHere = markers.some((marker) => marker.id === review.selectedId);
  const shapes = [
    ...(chosenHere ? (review.drawing?.shapes ?? []) : []),
    ...(draft?.drawing?.shapes ?? []),
    ...(pointer.shape ? [pointer.shape] : []),
  ];
  const pin = pointer.pin;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!draft) return;
    const moved = nudgePin(draft.anchor, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    review.changeDraft({ ...draft, anchor: moved });
  };
  const pinBox = pin && area(pin);
  return (
    <div
      ref={ref}
      className={classes.layer}
      data-waiting={waiting || undefined}
      {...pointer.handlers}
    >
      <DrawingLayer shapes={shapes} width={size.width} height={size.height} />
      {draft && (
        <div
          className={classes.surface}
          data-testid="review-surface"
          onPointerDown={(event) => pointer.start(event, false)}
        />
      )}
      {/* The markers' buttons, kept by useMarkerButtons; activated here (click, Enter, Space). */}
      <div
        ref={markerLayer}
        className={classes.markers}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          const id = markerThreadOf(event.target);
          if (id !== null) review.select(id);
        }}
      />
      {pin && (
        <>
          {pinBox && <div className={classes.area} style={pinBox} data-draft />}
          <button
            type="button"
            className={`${look.draft} ${classes.draft}`}
            style={place(pin)}
            aria-label={`New comment's pin, ${Math.round(pin.x * 100)}% across, ${Math.round(pin.y * 100)}% down`}
            aria-describedby={hint}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => pointer.start(event, true)}
          >
            +
          </button>
        </>
      )}
      <span id={hint} hidden>
        {DRAFT_PIN_HINT}
      </span>
      {pointer.message && (
        <div role="alert" className={classes.message}>
          {pointer.message}
        </div>
      )}
    </div>
  );
}

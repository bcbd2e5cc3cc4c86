import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ReviewMarker } from '../review-binding';
import { pinArea, pinPlace, type PointPin } from './geometry';

/** A thread's marker on an image or a PDF page. */
export type PointMarker = ReviewMarker & { anchor: PointPin };

/** The class names a marker and its area take (the look shared with panoramas, and the layer's). */
export interface MarkerClasses {
  marker: string;
  area: string;
}

interface Placed {
  marker: PointMarker;
  button: HTMLButtonElement;
  area: HTMLDivElement | null;
}

/** The attribute naming the thread a marker button stands for. */
const THREAD = 'data-thread';

/** The thread id of the marker an event happened on, or null (for the layer's delegated click). */
export function markerThreadOf(target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest(`[${THREAD}]`) : null;
  return button ? Number(button.getAttribute(THREAD)) : null;
}

function areaOf(pin: PointPin, className: string): HTMLDivElement | null {
  const box = pinArea(pin);
  if (!box) return null;
  const area = document.createElement('div');
  area.className = className;
  Object.assign(area.style, box);
  return area;
}

function build(marker: PointMarker, classes: MarkerClasses): Placed {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = classes.marker;
  button.setAttribute(THREAD, String(marker.id));
  button.setAttribute('aria-label', marker.label);
  button.setAttribute('aria-pressed', 'false');
  if (marker.resolved) button.setAttribute('data-resolved', '');
  Object.assign(button.style, pinPlace(marker.anchor));
  const number = String(marker.number);
  button.textContent = number;
  // How wide it is drawn (the layer centres it by margins).
  if (number.length > 2) button.setAttribute('data-digits', String(number.length));
  const area = areaOf(marker.anchor, classes.area);
  if (area && marker.resolved) area.setAttribute('data-resolved', '');
  return { marker, button, area };
}

/** Whether a marker would be built the same (a list fetched again keeps its buttons). */
function looksSame(a: PointMarker, b: PointMarker) {
  const [p, q] = [a.anchor, b.anchor];
  return (
    a.label === b.label &&
    a.number === b.number &&
    a.resolved === b.resolved &&
    p.x === q.x &&
    p.y === q.y &&
    p.width === q.width &&
    p.height === q.height
  );
}

function showSelected(placed: Placed | undefined, selected: boolean) {
  if (!placed) return;
  placed.button.setAttribute('aria-pressed', String(selected));
  if (selected) placed.area?.setAttribute('data-selected', '');
  else placed.area?.removeAttribute('data-selected');
}

/**
 * The threads' markers as buttons kept in `container` by thread id, outside React's tree: a
 * medium can carry hundreds, and building them as plain elements takes a fraction of what as
 * many React elements cost, so they show with the medium rather than after it. A change (a new
 * thread, another filter, the chosen one) touches only the buttons it concerns. Activation is
 * left to the layer, which reads the thread with `markerThreadOf`.
 */
export function useMarkerButtons(
  container: RefObject<HTMLElement | null>,
  markers: readonly PointMarker[],
  selectedId: number | null,
  classes: MarkerClasses,
) {
  const placed = useRef(new Map<number, Placed>());
  const shownSelected = useRef<number | null>(null);

  useLayoutEffect(() => {
    const into = container.current;
    if (!into) return;
    const before = placed.current;
    const next = new Map<number, Placed>();
    const fragment = document.createDocumentFragment();
    for (const marker of markers) {
      const old = before.get(marker.id);
      const kept = old && looksSame(old.marker, marker) ? { ...old, marker } : null;
      if (old && !kept) {
        old.button.remove();
        old.area?.remove();
      }
      const item = kept ?? build(marker, classes);
      next.set(marker.id, item);
      // In the markers' order, areas under their buttons: later threads on top, as listed.
      if (item.area) fragment.append(item.area);
      fragment.append(item.button);
    }
    for (const [id, old] of before) {
      if (next.has(id)) continue;
      old.button.remove();
      old.area?.remove();
    }
    into.append(fragment);
    placed.current = next;
  }, [container, markers, classes]);

  // After the markers (a rebuilt button starts unpressed): the chosen one pressed, the last not.
  useLayoutEffect(() => {
    const previous = shownSelected.current;
    if (previous !== selectedId) showSelected(placed.current.get(previous ?? -1), false);
    showSelected(placed.current.get(selectedId ?? -1), true);
    shownSelected.current = selectedId;
  }, [markers, selectedId]);
}

import type { PresenterView } from '@portal/shared';
import type { Spot } from '../review/overlay/geometry';
import type { LiveView } from '../review/session/live-view';

/** How far (a fraction of the picture) a follower's centre may be from the presenter's before it scrolls. */
const CENTRE_TOLERANCE = 0.002;

/** The index of the step nearest a zoom factor (a viewer's zoom buttons go by steps). */
export function nearestStep(steps: readonly number[], factor: number) {
  let best = 0;
  steps.forEach((step, index) => {
    if (Math.abs(Math.log(step / factor)) < Math.abs(Math.log(steps[best]! / factor))) best = index;
  });
  return best;
}

/** What an image under review lets its live view see and do. */
export interface ImageLive {
  /** The zoom (1: fitted) and the centre of what is seen; null before the picture is laid out. */
  view(): { zoom: number; centre: Spot } | null;
  /** Zooms (the nearest step) and scrolls so `centre` is in the middle, as near as the edges allow. */
  show(zoom: number, centre: Spot): void;
}

/**
 * An image's side of a live session: its zoom and the centre of the part seen. A follower
 * zooms and scrolls only when off the presenter's (a tolerance over rounding and a box of
 * another size, whose edges stop it short), so their own view is not nudged for nothing.
 */
export function imageLiveView(image: ImageLive): LiveView {
  return {
    read() {
      const now = image.view();
      if (!now) return null;
      return { kind: 'image', zoom: now.zoom, x: now.centre.x, y: now.centre.y };
    },
    apply(view: PresenterView) {
      const now = image.view();
      if (view.kind !== 'image' || !now) return;
      const off =
        Math.abs(now.zoom - view.zoom) > 1e-6 ||
        Math.abs(now.centre.x - view.x) > CENTRE_TOLERANCE ||
        Math.abs(now.centre.y - view.y) > CENTRE_TOLERANCE;
      if (off) image.show(view.zoom, { x: view.x, y: view.y });
    },
    release() {},
  };
}

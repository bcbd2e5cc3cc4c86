import type { PresenterView } from '@portal/shared';
import type { LiveView } from '../review/session/live-view';
import type { CameraView, SceneReview } from './cesium-review';

/** How far each part of a follower's camera may be from the presenter's before it is moved. */
const TOLERANCE: Record<keyof CameraView, number> = {
  longitude: 1e-6,
  latitude: 1e-6,
  height: 0.05,
  heading: 1e-4,
  pitch: 1e-4,
  roll: 1e-4,
};
const KEYS = Object.keys(TOLERANCE) as Array<keyof CameraView>;
/** Two angles apart, the short way round (heading 3.14159 and −3.14159 are one). */
const turn = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
const apart = (key: keyof CameraView, a: number, b: number) =>
  key === 'heading' || key === 'roll' ? turn(a, b) : Math.abs(a - b);

/**
 * A site model's side of a live session: its camera (`SceneReview.camera`, rounded so a camera
 * at rest reads the same). A follower's camera is put where the presenter's is at once, and only
 * when it is elsewhere; before 'Load 3D view' there is nothing to read or move.
 */
export function cesiumLiveView(scene: () => SceneReview | null): LiveView {
  return {
    read() {
      const shown = scene();
      return shown && { kind: 'cesium', ...shown.camera() };
    },
    apply(view: PresenterView) {
      const shown = scene();
      if (view.kind !== 'cesium' || !shown) return;
      const { kind: _kind, compare: _compare, version: _version, ...camera } = view;
      const now: CameraView = shown.camera();
      if (KEYS.some((key) => apart(key, now[key], camera[key]) > TOLERANCE[key])) {
        shown.setCamera(camera);
      }
    },
    release() {},
  };
}
